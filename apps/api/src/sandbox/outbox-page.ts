import type { FastifyInstance } from 'fastify';
import type { SandboxOutboxResponse } from '@polis/api-contract';
import type { Db } from '../db/database';
import { listOutbox } from '../outbox/outbox-query';
import { listSandboxMail, sandboxMailAttachment } from './mail-sink';
import { normalizeUzPhone } from '../outbox/phone';
import { html, htmlPage, languageLinks } from '../policies/html-page';
import { SANDBOX_TEXT } from './sandbox-text';
import { pickLang } from '../http/request-lang';

/**
 * What the system "sent": SMS (invoice links, later login codes), chat-relay messages and the mail the sandbox
 * mailbox received (`mail-sink.ts`), newest first, attachments downloadable. `GET /sandbox/api/outbox?phone=`
 * gives tests and Playwright the same rows as JSON.
 */
export function outboxPages(app: FastifyInstance, { db }: { db: Db['db'] }) {
  app.get<{ Querystring: { phone?: string; email?: string } }>(
    '/api/outbox',
    async (request, reply): Promise<SandboxOutboxResponse> => {
      const phone = request.query.phone === undefined ? undefined : normalizeUzPhone(request.query.phone);
      if (phone === null) {
        return reply
          .code(400)
          .send({ error: { code: 'invalid_phone', message: 'phone must be 998 + 9 digits' } });
      }
      const [outbox, mail] = await Promise.all([
        listOutbox(db, { phone }),
        listSandboxMail(db, { to: request.query.email?.trim() || undefined }),
      ]);
      return { ...outbox, mail };
    },
  );

  app.get<{ Params: { id: string; index: string } }>('/mail/:id/:index', async (request, reply) => {
    const id = Number(request.params.id);
    const index = Number(request.params.index);
    const file =
      Number.isSafeInteger(id) && Number.isSafeInteger(index) && index >= 0
        ? await sandboxMailAttachment(db, id, index)
        : null;
    if (!file) return reply.code(404).send({ error: { code: 'not_found', message: 'No such attachment' } });
    const ascii = file.filename.replace(/[^A-Za-z0-9._-]/g, '_');
    return reply
      .type(file.contentType)
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      )
      .header('cache-control', 'no-store')
      .send(file.content);
  });

  app.get<{ Querystring: { lang?: string } }>('/outbox', async (request, reply) => {
    const lang = pickLang(request.query.lang, request.headers['accept-language']);
    const t = SANDBOX_TEXT[lang];
    const [{ sms, chat }, mail] = await Promise.all([listOutbox(db), listSandboxMail(db)]);
    const body = html`<div class="card">
      ${languageLinks(lang, (l) => `?lang=${l}`)}
      <div class="brand">${t.outboxTitle} <span class="badge">${t.sandboxBadge}</span></div>
      <h1>${t.sms}</h1>
      ${
        sms.length === 0
          ? html`<p class="muted">${t.empty}</p>`
          : html`<table>
              <thead>
                <tr>
                  <th>${t.time}</th>
                  <th>${t.phone}</th>
                  <th>${t.purpose}</th>
                  <th>${t.text}</th>
                </tr>
              </thead>
              <tbody>
                ${sms.map(
                  (m) =>
                    html`<tr>
                      <td>${m.created_at.slice(0, 19).replace('T', ' ')}</td>
                      <td>${m.phone}</td>
                      <td>${m.purpose}</td>
                      <td><pre>${m.text}</pre></td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }
      <h1>${t.chat}</h1>
      ${
        chat.length === 0
          ? html`<p class="muted">${t.empty}</p>`
          : html`<table>
              <thead>
                <tr>
                  <th>${t.time}</th>
                  <th>${t.chat}</th>
                  <th>${t.text}</th>
                </tr>
              </thead>
              <tbody>
                ${chat.map(
                  (m) =>
                    html`<tr>
                      <td>${m.created_at.slice(0, 19).replace('T', ' ')}</td>
                      <td>${m.chat_id}</td>
                      <td><pre>${m.text}</pre></td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }
      <h1>${t.mail}</h1>
      ${
        mail.length === 0
          ? html`<p class="muted">${t.empty}</p>`
          : html`<table>
              <thead>
                <tr>
                  <th>${t.time}</th>
                  <th>${t.mail}</th>
                </tr>
              </thead>
              <tbody>
                ${mail.map(
                  (m) =>
                    html`<tr>
                      <td>${m.received_at.slice(0, 19).replace('T', ' ')}</td>
                      <td style="word-break:break-word">
                        <span class="muted">${t.mailTo}: ${m.to.join(', ')}</span><br />
                        <b>${m.subject}</b>
                        <pre>${m.text}</pre>
                        ${
                          m.attachments.length
                            ? html`<p class="muted">${t.attachments}:</p>
                                ${m.attachments.map(
                                  (a) =>
                                    html`<a href="${a.url}" download="${a.filename}">${a.filename}</a>
                                      <span class="muted">(${Math.ceil(a.size / 1024)} KB)</span><br />`,
                                )}`
                            : null
                        }
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`
      }
    </div>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(htmlPage({ lang, title: t.outboxTitle, body, wide: true }));
  });
}
