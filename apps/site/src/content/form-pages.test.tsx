import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from './content-test-utils';
import { AskAPollPage, LeaveFeedbackPage, OnlineSurveyPage } from './form-pages';

describe('feedback form', () => {
  it('checks the fields, then says plainly that nothing was sent and how to reach us', async () => {
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
    expect(screen.queryByText('Online submission is not available yet')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Aziz');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '901234567');
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Thank you for the quick payment');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const note = screen.getByRole('status', { name: 'Online submission is not available yet' });
    expect(note).toHaveFocus();
    expect(note).toHaveTextContent('Your message has not been sent');
    expect(within(note).getByRole('link', { name: '+998 71 200 00 00' })).toHaveAttribute(
      'href',
      'tel:+998712000000',
    );
    expect(within(note).getByRole('link', { name: 'info@polis.uz' })).toHaveAttribute(
      'href',
      'mailto:info@polis.uz',
    );
    expect(
      within(note).getByRole('link', { name: 'Open an email with this text' }).getAttribute('href'),
    ).toContain('Thank%20you%20for%20the%20quick%20payment');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue(
      'Thank you for the quick payment',
    );
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
  it('answers common questions and, on submit, says the question was not sent', async () => {
    const user = userEvent.setup();
    await renderPage(AskAPollPage, { lang: 'ru', pattern: 'ask-a-poll' });
    await screen.findByRole('heading', { level: 1, name: 'Задать вопрос' });
    expect(screen.getByRole('heading', { level: 2, name: 'Частые вопросы' })).toBeInTheDocument();
    expect(screen.getByText('Можно ли расторгнуть полис и вернуть деньги?')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Ваше имя' }), 'Азиз');
    await user.type(screen.getByRole('textbox', { name: 'Номер телефона' }), '901234567');
    await user.type(screen.getByRole('textbox', { name: 'Ваш вопрос' }), 'Как продлить ОСАГО?');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    const note = screen.getByRole('status', { name: 'Онлайн-отправка пока недоступна' });
    expect(note).toHaveTextContent('Ваш вопрос не отправлен');
    expect(within(note).getByRole('link', { name: '+998 71 200 00 00' })).toBeInTheDocument();
  });
});

describe('online survey', () => {
  it('asks for every answer, then says the answers were not sent', async () => {
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

    const note = screen.getByRole('status', { name: 'Онлайн-отправка пока недоступна' });
    expect(note).toHaveTextContent('Ваши ответы не отправлены');
    expect(note).toHaveFocus();
  });
});
