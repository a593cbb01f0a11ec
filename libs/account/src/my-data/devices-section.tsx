import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import type { DeviceSession } from '@polis/api-contract';
import { api, type AppDispatch } from '@polis/api-client';
import { Button } from '@polis/ui';
import { Badge } from '../common/badge';
import { ListSkeleton, LoadError } from '../common/list-states';
import { removeToken } from '../session/token-store';
import { useEndDeviceSessionMutation, useGetDeviceSessionsQuery } from './my-data-api';
import { myDataError } from './my-data-errors';
import { When } from './when';
import { SectionNotice, type Notice } from './section-notice';

/** "Chrome 120 on Android 14", or what is known of it. */
function useDeviceName() {
  const intl = useIntl();
  return ({ browser, system }: DeviceSession) =>
    intl.formatMessage(
      { id: 'myData.devices.name' },
      {
        browser: browser ?? intl.formatMessage({ id: 'myData.devices.unknownBrowser' }),
        system: system ?? intl.formatMessage({ id: 'myData.devices.unknownSystem' }),
      },
    );
}

/**
 * The devices logged in, this one marked, each with "End session". Ending this device's session is a logout:
 * the token leaves storage and the cached answers leave the store, and the session gate shows the login page.
 */
export function DevicesSection() {
  const { data, error, isError, refetch } = useGetDeviceSessionsQuery();
  const [end, ending] = useEndDeviceSessionMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const dispatch = useDispatch<AppDispatch>();
  const nameOf = useDeviceName();

  const endSession = async (session: DeviceSession) => {
    setNotice(null);
    const result = await end(session.id);
    if (result.error) return setNotice({ tone: 'alert', message: myDataError(result.error) });
    if (session.current) {
      removeToken();
      dispatch(api.util.resetApiState());
      return;
    }
    setNotice({ tone: 'status', message: { id: 'myData.devices.ended', values: { name: nameOf(session) } } });
  };

  return (
    <section className="account-section" aria-labelledby="my-data-devices">
      <h2 id="my-data-devices" className="account-section__title">
        <FormattedMessage id="myData.devices.title" />
      </h2>
      <p className="account-muted">
        <FormattedMessage id="myData.devices.lead" />
      </p>
      <SectionNotice notice={notice} />
      {isError ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !data ? (
        <ListSkeleton label={<FormattedMessage id="myData.devices.loading" />} rows={1} />
      ) : (
        <ul className="account-list">
          {data.map((session) => {
            const titleId = `my-data-device-${session.id}`;
            return (
              <li key={session.id} className="account-item account-consent" aria-labelledby={titleId}>
                <div className="account-consent__body">
                  <h3 id={titleId} className="account-item__title">
                    {nameOf(session)}
                  </h3>
                  {session.current ? (
                    <p>
                      <Badge tone="info">
                        <FormattedMessage id="myData.devices.current" />
                      </Badge>
                    </p>
                  ) : null}
                  <p className="account-muted">
                    <FormattedMessage
                      id="myData.devices.created"
                      values={{ date: <When iso={session.created_at} /> }}
                    />
                    {session.last_used_at ? (
                      <>
                        {' · '}
                        <FormattedMessage
                          id="myData.devices.lastUsed"
                          values={{ date: <When iso={session.last_used_at} /> }}
                        />
                      </>
                    ) : null}
                  </p>
                </div>
                <div className="account-actions">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => endSession(session)}
                    disabled={ending.isLoading}
                    aria-describedby={titleId}
                  >
                    <FormattedMessage id="myData.devices.end" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
