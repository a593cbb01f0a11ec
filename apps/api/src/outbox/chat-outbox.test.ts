import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import {
  chatRelaySettings,
  flushChatOutbox,
  sendChat,
  type ChatRelaySettings,
  type FetchLike,
} from './chat-outbox';
import { sendSms } from './sms-outbox';
import { listOutbox } from './outbox-query';

const TELEGRAM: ChatRelaySettings = {
  chatId: '-100123',
  telegram: { token: 'T0KEN', apiUrl: 'https://telegram.test' },
};

describe('outboxes', () => {
  let handle: Db;
  beforeEach(async () => {
    handle = openDatabase({});
    await migrateToLatest(handle);
  });
  afterEach(() => handle.close());

  it('never forwards to Telegram under test, and defaults the chat id to sandbox', () => {
    expect(chatRelaySettings({ TELEGRAM_BOT_TOKEN: 'x', NODE_ENV: 'test' })).toEqual({
      chatId: 'sandbox',
      telegram: null,
    });
    expect(
      chatRelaySettings({ TELEGRAM_BOT_TOKEN: 'x', NODE_ENV: 'production', CHAT_RELAY_CHAT_ID: '-1' }),
    ).toEqual({
      chatId: '-1',
      telegram: { token: 'x', apiUrl: 'https://api.telegram.org' },
    });
  });

  it('stores chat messages masked, in HTML parse mode', async () => {
    await sendChat(handle.db, '<b>Failed</b> for +998901234567, card 8600 1234 5678 9012', TELEGRAM);
    const [row] = (await listOutbox(handle.db)).chat;
    expect(row).toMatchObject({ chat_id: '-100123', parse_mode: 'HTML', forwarded_at: null });
    expect(row.text).toBe('<b>Failed</b> for +998 90 *** ** 67, card **** **** **** 9012');
  });

  it('forwards pending messages through sendMessage once, and retries a failed one later', async () => {
    await sendChat(handle.db, 'one', TELEGRAM);
    await sendChat(handle.db, 'two', TELEGRAM);
    const calls: { url: string; body: unknown }[] = [];
    let failNext = true;
    const fetchStub: FetchLike = async (url, init) => {
      calls.push({ url, body: JSON.parse(init.body) });
      const ok = !failNext;
      failNext = false;
      return { ok, json: async () => ({ ok }) };
    };
    expect(await flushChatOutbox(handle.db, TELEGRAM, fetchStub)).toBe(1);
    expect(calls[0]).toEqual({
      url: 'https://telegram.test/botT0KEN/sendMessage',
      body: { chat_id: '-100123', text: 'one', parse_mode: 'HTML' },
    });
    expect(await flushChatOutbox(handle.db, TELEGRAM, fetchStub)).toBe(1);
    expect(await flushChatOutbox(handle.db, TELEGRAM, fetchStub)).toBe(0);
    expect(calls.map((c) => (c.body as { text: string }).text)).toEqual(['one', 'two', 'one']);
    expect((await listOutbox(handle.db)).chat.every((m) => m.forwarded_at !== null)).toBe(true);
  });

  it('does nothing without a token', async () => {
    await sendChat(handle.db, 'kept', { chatId: 'sandbox', telegram: null });
    const fetchStub: FetchLike = async () => {
      throw new Error('must not be called');
    };
    expect(await flushChatOutbox(handle.db, { chatId: 'sandbox', telegram: null }, fetchStub)).toBe(0);
  });

  it('lists SMS newest first, by phone', async () => {
    await sendSms(handle.db, '998901111111', 'first', 'payment-invoice');
    await sendSms(handle.db, '998902222222', 'other', 'payment-invoice');
    await sendSms(handle.db, '998901111111', 'second', 'login-code');
    expect((await listOutbox(handle.db, { phone: '998901111111' })).sms.map((m) => m.text)).toEqual([
      'second',
      'first',
    ]);
  });
});
