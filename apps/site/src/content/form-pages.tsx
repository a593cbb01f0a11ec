import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ContentLayout, PageHeader } from './content-article';
import { SectionView } from './content-blocks';
import { ContactDetails } from './contacts';
import { ContentMessages } from './content-messages';
import type { MessageId, Section } from './content-types';
import { QUESTION_FAQ, SATISFACTION_SURVEY } from './form-content';
import { MessageForm } from './message-form';
import { PollForm } from './poll-form';

function FormSection({ heading, children }: { heading: MessageId; children: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage({ id: heading })}</h2>
      {children}
    </section>
  );
}

/** A form page: header, the form, any further sections, then the other ways to reach us. */
function FormPage({
  prefix,
  after = [],
  children,
}: {
  prefix: string;
  after?: readonly Section[];
  children: ReactNode;
}) {
  return (
    <ContentMessages>
      <ContentLayout>
        <article>
          <PageHeader title={`${prefix}.title`} lead={`${prefix}.lead`} />
          <FormSection heading={`${prefix}.form.heading`}>{children}</FormSection>
          {after.map((section) => (
            <SectionView key={section.heading} section={section} />
          ))}
          <FormSection heading="content.form.otherWays">
            <ContactDetails />
          </FormSection>
        </article>
      </ContentLayout>
    </ContentMessages>
  );
}

/** The route is `ask-a-poll`; the site's menus call it "Ask a question", and so does the page. */
export const AskAPollPage = () => (
  <FormPage prefix="content.question" after={[QUESTION_FAQ]}>
    <MessageForm
      texts={{
        kind: 'question',
        messageLabel: 'content.question.message',
        emailSubject: 'content.question.emailSubject',
        unsent: 'content.form.unavailable.question',
      }}
    />
  </FormPage>
);

export const OnlineSurveyPage = () => (
  <FormPage prefix="content.survey">
    <PollForm questions={SATISFACTION_SURVEY} comment />
  </FormPage>
);

export const LeaveFeedbackPage = () => (
  <FormPage prefix="content.feedback">
    <MessageForm
      texts={{
        kind: 'feedback',
        messageLabel: 'content.form.message',
        emailSubject: 'content.feedback.emailSubject',
        unsent: 'content.form.unavailable.feedback',
      }}
    />
  </FormPage>
);
