import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { LocalizedLink, useLang, useLangSettings, writeLangCookie } from '@polis/i18n';
import { href, LANGS } from '@polis/routing';
import { Button, LANGUAGE_NAMES, buttonClassName } from '@polis/ui';
import { StepForm, FormSelect, FormTextField } from '@polis/wizard-core';
import { useEditProfileMutation } from '../api/account-api';
import { AccountScreen } from '../common/account-screen';
import { DashboardPage } from '../common/dashboard-page';
import { FormError } from '../common/form-error';
import { cabinetErrorMessage, type MessageRef } from '../model/cabinet-errors';
import { useCabinetUser } from '../session/session-gate';
import { profileSchema, type ProfileValues } from './profile.schema';

/** Location state of the user-info page after a save: it says so. */
export interface ProfileSavedState {
  readonly profileSaved: true;
}

/** `dashboard/edit-profile`: the e-mail and language; names, birthday and passport come from the registry. */
export function EditProfilePage() {
  return (
    <AccountScreen>
      <EditProfile />
    </AccountScreen>
  );
}

function EditProfile() {
  const intl = useIntl();
  const user = useCabinetUser();
  const pageLang = useLang();
  const { crossOriginCookie } = useLangSettings();
  const navigate = useNavigate();
  const [save] = useEditProfileMutation();
  const [error, setError] = useState<MessageRef | null>(null);

  const submit = async (values: ProfileValues) => {
    setError(null);
    const result = await save({ email: values.email.trim(), lang: values.lang });
    if (result.error) return setError(cabinetErrorMessage(result.error));
    // The chosen language becomes the interface's too (cookie and prefix), as the language switcher does.
    if (values.lang !== pageLang) writeLangCookie(values.lang, crossOriginCookie);
    const state: ProfileSavedState = { profileSaved: true };
    navigate(href(values.lang, 'dashboard'), { state });
  };

  return (
    <DashboardPage
      title={intl.formatMessage({ id: 'account.profile.title' })}
      lead={intl.formatMessage({ id: 'account.profile.lead' })}
    >
      <div className="account-card account-narrow">
        <StepForm<ProfileValues>
          initialValues={{ email: user.email ?? '', lang: user.lang ?? pageLang }}
          schema={profileSchema}
          onSubmit={submit}
          label={intl.formatMessage({ id: 'account.profile.title' })}
        >
          {({ isSubmitting }) => (
            <div className="account-form">
              <FormTextField
                name="email"
                type="email"
                autoComplete="email"
                label={intl.formatMessage({ id: 'account.profile.email' })}
                hint={intl.formatMessage({ id: 'account.profile.emailHint' })}
              />
              <FormSelect
                name="lang"
                label={intl.formatMessage({ id: 'account.profile.lang' })}
                options={LANGS.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
                required
              />
              <FormError error={error} />
              <div className="account-actions">
                <Button type="submit" size="lg" loading={isSubmitting}>
                  <FormattedMessage id="account.profile.save" />
                </Button>
                <LocalizedLink to="dashboard" className={buttonClassName('ghost', 'lg')}>
                  <FormattedMessage id="account.profile.cancel" />
                </LocalizedLink>
              </div>
            </div>
          )}
        </StepForm>
      </div>
    </DashboardPage>
  );
}
