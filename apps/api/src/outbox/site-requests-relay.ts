import { chatRelaySettings, type ChatRelaySettings } from './chat-outbox';

/** The relay's site-requests channel: its own chat when configured, else the sandbox channel `site-requests`. */
export function siteRequestsRelay(env: NodeJS.ProcessEnv): ChatRelaySettings {
  const base = chatRelaySettings(env);
  return { ...base, chatId: env.SITE_REQUESTS_CHAT_ID?.trim() || 'site-requests' };
}
