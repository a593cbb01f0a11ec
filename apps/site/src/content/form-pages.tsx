import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageHeader } from './content-article';
import { ContactDetails } from './contacts';
import { ContentMessages } from './content-messages';
import type { MessageId } from './content-types';
import { FeedbackForm } from './feedback-form';
import { QUICK_POLL, SATISFACTION_SURVEY } from './form-content';
import { PollForm } from './poll-form';

function Section({ heading, children }: { heading: MessageId; children: ReactNode }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage({ id: heading })}</h2>
      {children}
    </section>
  );
}

/** A form page: header, the form, then the other ways to reach us (the forms cannot send anything yet). */
function FormPage({ prefix, children }: { prefix: string; children: ReactNode }) {
  return (
    <ContentMessages>
      <article className="content-page">
        <PageHeader title={`${prefix}.title`} lead={`${prefix}.lead`} />
        <Section heading={`${prefix}.form.heading`}>{children}</Section>
        <Section heading="content.form.otherWays">
          <ContactDetails />
        </Section>
      </article>
    </ContentMessages>
  );
}

export const AskAPollPage = () => (
  <FormPage prefix="content.poll">
    <PollForm questions={QUICK_POLL} />
  </FormPage>
);

export const OnlineSurveyPage = () => (
  <FormPage prefix="content.survey">
    <PollForm questions={SATISFACTION_SURVEY} comment />
  </FormPage>
);

export const LeaveFeedbackPage = () => (
  <FormPage prefix="content.feedback">
    <FeedbackForm />
  </FormPage>
);
