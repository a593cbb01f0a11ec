import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { renderPage } from './content-test-utils';
import { AskAPollPage, LeaveFeedbackPage, OnlineSurveyPage } from './form-pages';

const requests: unknown[] = [];
let answer: () => Response = () =>
  HttpResponse.json({ error: 0, result: true, message: 'success', id: 77, kind: 'feedback' });
setupApiServer(
  http.post(apiUrl('/site-requests'), async ({ request }) => {
    requests.push(await request.json());
    return answer();
  }),
);
beforeEach(() => {
  configureTestApiClient();
  requests.length = 0;
  answer = () => HttpResponse.json({ error: 0, result: true, message: 'success', id: 77, kind: 'feedback' });
});

describe('feedback form', () => {
  it('checks the fields, then sends the message and says it arrived', async () => {
    const user = userEvent.setup();
    await renderPage(LeaveFeedbackPage, { lang: 'en', pattern: 'leave-feedback' });
    await screen.findByRole('heading', { level: 1, name: 'Leave feedback' });

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription(
      'Enter your name.',
    );
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      'Write your message.',
    );
    expect(requests).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Aziz');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '901234567');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Thank you for the quick payment');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const note = await screen.findByRole('status', { name: 'Your message has arrived' });
    await waitFor(() => expect(note).toHaveFocus());
    expect(note).toHaveTextContent('Request number: 77');
    expect(requests).toEqual([
      {
        kind: 'feedback',
        full_name: 'Aziz',
        phone: '998901234567',
        message: 'Thank you for the quick payment',
        lang: 'en',
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue(
      'Thank you for the quick payment',
    );
  });

  it('says plainly that nothing was sent and how to reach us when the site refuses (too many requests)', async () => {
    answer = () =>
      HttpResponse.json({ error: { code: 'rate_limited', message: 'Too many' } }, { status: 429 });
    const user = userEvent.setup();
    await renderPage(LeaveFeedbackPage, { lang: 'en', pattern: 'leave-feedback' });
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Aziz');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '901234567');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Thank you for the quick payment');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const note = await screen.findByRole('status', { name: 'It could not be sent' });
    expect(note).toHaveTextContent('Your message was not sent just now');
    expect(within(note).getByRole('link', { name: '+998 71 200 00 00' })).toHaveAttribute(
      'href',
      'tel:+998712000000',
    );
    expect(
      within(note).getByRole('link', { name: 'Open an email with this text' }).getAttribute('href'),
    ).toContain('Thank%20you%20for%20the%20quick%20payment');
  });

  it('rejects an incomplete phone number in Russian', async () => {
    const user = userEvent.setup();
    await renderPage(LeaveFeedbackPage, { lang: 'ru', pattern: 'leave-feedback' });

    await user.type(await screen.findByRole('textbox', { name: 'Номер телефона' }), '90123');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(screen.getByRole('textbox', { name: 'Номер телефона' })).toHaveAccessibleDescription(
      /Введите номер в формате \+998\sXX XXX XX XX\./,
    );
  });
});

describe('ask a question', () => {
  it('answers common questions and, on submit, sends the question and says it arrived', async () => {
    const user = userEvent.setup();
    await renderPage(AskAPollPage, { lang: 'ru', pattern: 'ask-a-poll' });
    await screen.findByRole('heading', { level: 1, name: 'Задать вопрос' });
    expect(screen.getByRole('heading', { level: 2, name: 'Частые вопросы' })).toBeInTheDocument();
    expect(screen.getByText('Можно ли расторгнуть полис и вернуть деньги?')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Ваше имя' }), 'Азиз');
    await user.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '901234567');
    await user.type(screen.getByRole('textbox', { name: 'Ваш вопрос' }), 'Как продлить ОСАГО?');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    const note = await screen.findByRole('status', { name: 'Ваше сообщение получено' });
    expect(note).toHaveTextContent('Номер обращения: 77');
    expect(requests).toEqual([
      {
        kind: 'question',
        full_name: 'Азиз',
        phone: '998901234567',
        message: 'Как продлить ОСАГО?',
        lang: 'ru',
      },
    ]);
  });
});

describe('online survey', () => {
  it('asks for every answer, then sends them and says they arrived', async () => {
    const user = userEvent.setup();
    await renderPage(OnlineSurveyPage, { lang: 'ru', pattern: 'online-survey' });
    await screen.findByRole('heading', { level: 1, name: 'Опрос об удовлетворённости клиентов' });
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByRole('textbox', { name: /необязательно/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    const satisfaction = screen.getByRole('group', { name: /Насколько вы в целом довольны/ });
    expect(satisfaction).toHaveAccessibleDescription('Выберите ответ.');
    expect(within(satisfaction).getByRole('radio', { name: 'Очень доволен' })).toHaveFocus();

    await user.click(within(satisfaction).getByRole('radio', { name: 'Доволен' }));
    await user.click(screen.getByRole('radio', { name: 'Да' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    const note = await screen.findByRole('status', { name: 'Ваше сообщение получено' });
    await waitFor(() => expect(note).toHaveFocus());
    expect(requests).toEqual([{ kind: 'survey', answers: expect.objectContaining({}), lang: 'ru' }]);
    expect(Object.keys((requests[0] as { answers: object }).answers)).toHaveLength(2);
  });
});
