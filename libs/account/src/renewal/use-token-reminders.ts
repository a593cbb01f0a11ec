import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessageId } from '@polis/api-client';
import { useSetTokenRemindersMutation } from './renewal-api';

/**
 * Reminders for the policy's phone, by the token (no login). The SMS's "stop reminders" link opens the page
 * with `?reminders=off`: they are turned off at once, once, and the page says so and offers them back.
 */
export function useTokenReminders(token: string, offFromLink: boolean, onLinkHandled: () => void) {
  const [post, { isLoading }] = useSetTokenRemindersMutation();
  const [answer, setAnswer] = useState<boolean | null>(null);
  const [errorId, setErrorId] = useState<string | null>(null);

  const set = useCallback(
    async (enabled: boolean) => {
      setErrorId(null);
      const result = await post({ token, enabled });
      if ('data' in result && typeof result.data === 'boolean') setAnswer(result.data);
      else setErrorId(apiErrorMessageId(result.error));
    },
    [post, token],
  );

  const handled = useRef(false);
  const done = useRef(onLinkHandled);
  useEffect(() => {
    done.current = onLinkHandled;
  });
  useEffect(() => {
    if (!offFromLink || handled.current) return;
    handled.current = true;
    // The query goes at once: a reload after turning them back on must not turn them off again.
    done.current();
    void set(false);
  }, [offFromLink, set]);

  /** The server's last answer (null until one came: the offer's `reminders` stands). */
  return { answer, errorId, busy: isLoading, set };
}
