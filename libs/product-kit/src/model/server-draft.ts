import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { isApiError } from '@polis/api-client';
import { isUpload, uploadBlob, type Upload } from '../fields/upload-rules';
import { draftApi, type DraftData } from './draft-api';

/**
 * A wizard's application in progress, kept on the server (issue 24): every answer, personal ones included, and
 * the files chosen in it. The browser tab holds only the draft's id (sessionStorage, per product): a reload, a
 * crash of the page, Back into the wizard, a language switch or a payment page round trip find the answers
 * again; a draft expires 24 hours after its last change, and the purchase deletes it.
 */

/** What a wizard keeps: its step, submitted and held answers, the step being typed, the save attempt, the e-mail. */
export interface KeptWizard {
  readonly version: number;
  readonly step: string;
  readonly snapshot: DraftData;
  readonly held: DraftData;
  readonly done: readonly string[];
  /** The values of the step on screen, typed and not yet submitted. */
  readonly typing?: { readonly step: string; readonly values: unknown };
  /** The idempotency key of the last save attempt: a reload saves under it again. */
  readonly attempt?: string;
  readonly email?: string;
}

/** `unknown` until the tab's storage was read (a prerendered page's first render); `restoring` meanwhile. */
export type DraftPhase = 'unknown' | 'restoring' | 'failed' | 'ready';

const ID = /^[A-Za-z0-9_-]{43}$/;
const idKey = (product: string) => `polis:draft-id:${product}`;
/** The number of the tab's last write of a product's draft (a counter, nothing of the answers). */
const revKey = (product: string) => `polis:draft-rev:${product}`;
/** A pause in typing this long writes the draft. */
const DRAFT_WRITE_DELAY_MS = 300;
/**
 * How long a restore waits for the tab's last write to land: a reload right after a step sends that write as
 * the page is left (keepalive), and the new page's read may reach the server before it.
 */
const LAST_WRITE_WAIT_MS = 3_000;
const LAST_WRITE_POLL_MS = 100;

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** A new draft id: 32 random bytes, base64url (43 characters). */
function newDraftId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The draft id this tab holds for a product. */
function heldDraftId(product: string): string | null {
  try {
    const id = tabStorage()?.getItem(idKey(product));
    return id && ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

function holdId(product: string, id: string | null) {
  try {
    const storage = tabStorage();
    if (id) storage?.setItem(idKey(product), id);
    else {
      storage?.removeItem(idKey(product));
      storage?.removeItem(revKey(product));
    }
  } catch {
    // A refused storage costs the draft after a reload, never the purchase.
  }
}

/** The number of the last write this tab started for a product's draft (0: none known). */
function heldRev(product: string): number {
  try {
    const rev = Number(tabStorage()?.getItem(revKey(product)));
    return Number.isSafeInteger(rev) && rev > 0 ? rev : 0;
  } catch {
    return 0;
  }
}

function holdRev(product: string, rev: number) {
  try {
    tabStorage()?.setItem(revKey(product), String(rev));
  } catch {
    // Without it a restore takes what the server has at once.
  }
}

/** The write number a draft's data carries (0 for one written without it). */
const revOf = (data: unknown) => {
  const rev = (data as { rev?: unknown } | null)?.rev;
  return typeof rev === 'number' ? rev : 0;
};

/** Where a chosen file is kept: its place in the answers (`pet.photo`, `documents.0`). */
const fileName = (path: readonly string[]) =>
  path
    .join('.')
    .replace(/[^A-Za-z0-9_.-]/g, '_')
    .slice(-80) || 'file';

interface FileMark {
  readonly $draftFile: string;
  readonly fileName: string;
  readonly type: string;
}

const isMark = (value: unknown): value is FileMark =>
  typeof value === 'object' && value !== null && typeof (value as FileMark).$draftFile === 'string';

/** The answers as JSON: each chosen file is replaced by a mark naming where its bytes are kept (`files`). */
export function packAnswers(
  value: unknown,
  files: Map<string, Upload>,
  path: readonly string[] = [],
): unknown {
  if (isUpload(value)) {
    // One file met twice (submitted, and still on the step being typed) is kept once.
    const name = [...files].find(([, kept]) => kept.file === value.file)?.[0] ?? fileName(path);
    files.set(name, value);
    return { $draftFile: name, fileName: value.fileName, type: value.file.type } satisfies FileMark;
  }
  if (Array.isArray(value)) return value.map((v, i) => packAnswers(v, files, [...path, String(i)]));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (v === undefined || typeof v === 'function') continue;
      out[key] = packAnswers(v, files, [...path, key]);
    }
    return out;
  }
  return value;
}

/** The answers back, each mark replaced by its file (one that cannot be read is left out: its field asks again). */
export async function unpackAnswers(
  value: unknown,
  fileOf: (mark: { name: string; fileName: string; type: string }) => Promise<File | null>,
): Promise<unknown> {
  if (isMark(value)) {
    const file = await fileOf({ name: value.$draftFile, fileName: value.fileName, type: value.type });
    return file ? ({ file, fileName: value.fileName, size: file.size } satisfies Upload) : undefined;
  }
  if (Array.isArray(value)) return Promise.all(value.map((v) => unpackAnswers(v, fileOf)));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const back = await unpackAnswers(v, fileOf);
      if (back !== undefined) out[key] = back;
    }
    return out;
  }
  return value;
}

/** A data: URL's bytes as a File. */
function fileFromDataUrl(url: string, name: string, type: string): File {
  const base64 = url.slice(url.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type });
}

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** A call's answer, its entry removed from the store at once (a file's bytes are not kept there). */
async function once<R>(started: PromiseLike<R> & { reset(): void }): Promise<R> {
  try {
    return await started;
  } finally {
    started.reset();
  }
}

export interface ServerDraft {
  readonly phase: DraftPhase;
  /** What the server kept, once restored (null for a new application). */
  readonly restored: KeptWizard | null;
  /** The tab held a draft that expired or was deleted: the wizard says so once. */
  readonly lost: boolean;
  /** Keeps these answers: written after a short pause (`now`: at once, a step change). */
  readonly keep: (kept: KeptWizard, now?: boolean) => void;
  /** The purchase is done: the draft is deleted and the tab forgets its id. */
  readonly forget: () => void;
  /** After a failed read: try again, or start a new application. */
  readonly retry: () => void;
  readonly startOver: () => void;
  /** The id a save names (the application it becomes deletes the draft once paid). */
  readonly currentId: () => string | null;
}

/**
 * The server draft of one product's wizard. `enabled` false (a renewal's or a copy's pre-fill): nothing is
 * read or written. `hydrated`: whether the page is already the app's (then the tab's storage is read at once).
 */
export function useServerDraft(
  product: string,
  version: number,
  enabled: boolean,
  hydrated: boolean,
): ServerDraft {
  const dispatch = useDispatch<Dispatch>();
  const [phase, setPhase] = useState<DraftPhase>(() =>
    !enabled ? 'ready' : !hydrated ? 'unknown' : heldDraftId(product) ? 'restoring' : 'ready',
  );
  const phaseNow = useRef(phase);
  phaseNow.current = phase;
  const [restored, setRestored] = useState<KeptWizard | null>(null);
  const [lost, setLost] = useState(false);
  const id = useRef<string | null>(enabled ? heldDraftId(product) : null);
  const pending = useRef<KeptWizard | null>(null);
  const busy = useRef(false);
  /** The answers of the write on its way (sent again, kept alive, when the page is left meanwhile). */
  const writing = useRef<KeptWizard | null>(null);
  /** What the wizard kept before the tab's storage was read (a prerendered page hydrating): written only if no draft comes back. */
  const early = useRef<KeptWizard | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sent = useRef(new Map<string, File>());
  const done = useRef(false);

  const restore = useCallback(async () => {
    const held = heldDraftId(product);
    id.current = held;
    if (!held) {
      setPhase('ready');
      return;
    }
    phaseNow.current = 'restoring';
    setPhase('restoring');
    const readOnce = () => once(dispatch(draftApi.endpoints.readDraft.initiate(held)));
    // The tab's last write may still be on its way (sent as the previous page was left): read until the
    // draft is that write, for a few seconds at most; then what the server has is taken.
    const wanted = heldRev(product);
    const until = Date.now() + LAST_WRITE_WAIT_MS;
    let read = await readOnce();
    while (read.data && revOf(read.data.data) < wanted && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, LAST_WRITE_POLL_MS));
      read = await readOnce();
    }
    if ('error' in read) {
      if (isApiError(read.error) && read.error.status === 404) {
        holdId(product, null);
        id.current = null;
        setLost(true);
        setPhase('ready');
      } else setPhase('failed');
      return;
    }
    const draft = read.data;
    const data = draft.data as Partial<KeptWizard>;
    if (draft.product !== product || data.version !== version || typeof data.step !== 'string') {
      setPhase('ready');
      return;
    }
    const fileOf = async ({
      name,
      fileName: given,
      type,
    }: {
      name: string;
      fileName: string;
      type: string;
    }) => {
      const got = await once(dispatch(draftApi.endpoints.draftFile.initiate({ id: held, name })));
      if (!('data' in got) || typeof got.data !== 'string') return null;
      const file = fileFromDataUrl(got.data, given, type);
      sent.current.set(name, file);
      return file;
    };
    const back = (await unpackAnswers(data, fileOf)) as KeptWizard;
    // The restored wizard replays what was typed before hydration over what it restores, and keeps that.
    early.current = null;
    setRestored({
      ...back,
      snapshot: back.snapshot ?? {},
      held: back.held ?? {},
      done: Array.isArray(back.done) ? back.done : [],
    });
    setPhase('ready');
  }, [dispatch, product, version]);

  useEffect(() => {
    // The tab's storage is read here (a prerendered page) or was read already and holds an id: restore.
    if (enabled && phase !== 'ready') void restore();
    // Once, on the first render that knows the tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const write = useCallback(
    /** `keepalive`: the page is being left; what waits, or else the write on its way, is sent to outlive it. */
    async (keepalive = false) => {
      if (done.current || (busy.current && !keepalive)) return;
      const kept = pending.current ?? (keepalive ? writing.current : null);
      if (!kept) return;
      pending.current = null;
      const alongside = busy.current;
      busy.current = true;
      if (!alongside) writing.current = kept;
      const files = new Map<string, Upload>();
      // Each write is numbered, in the tab and in the draft, so that a restore knows when it has the last one.
      const rev = heldRev(product) + 1;
      holdRev(product, rev);
      const data = { ...(packAnswers(kept, files) as DraftData), rev };
      try {
        let current = id.current;
        // The tab makes the id and holds it before anything is sent: a write as the page is left needs no answer.
        const fresh = () => {
          current = newDraftId();
          id.current = current;
          sent.current.clear();
          holdId(product, current);
          return current;
        };
        const put = (at: string) =>
          once(dispatch(draftApi.endpoints.putDraft.initiate({ id: at, product, data, keepalive })));
        let answer = await put(current ?? fresh());
        // Another session's draft or another product's under this id (a copied tab): a draft of its own.
        if ('error' in answer && isApiError(answer.error) && [404, 409].includes(Number(answer.error.status)))
          answer = await put(fresh());
        if ('error' in answer) {
          current = null;
          // Not written: a restore does not wait for it (unless a later write was started meanwhile).
          if (heldRev(product) === rev) holdRev(product, rev - 1);
        }
        if (current && !alongside) {
          for (const [name, upload] of files) {
            if (sent.current.get(name) === upload.file) continue;
            const kept = await once(
              dispatch(
                draftApi.endpoints.putDraftFile.initiate({
                  id: current,
                  name,
                  file: await uploadBlob(upload),
                  fileName: upload.fileName,
                }),
              ),
            );
            if ('data' in kept) sent.current.set(name, upload.file);
          }
        }
      } finally {
        if (!alongside) {
          busy.current = false;
          writing.current = null;
        }
      }
      // Answers that came while writing are written next.
      if (pending.current && !alongside) void write();
    },
    [dispatch, product],
  );

  const keep = useCallback(
    (kept: KeptWizard, now = false) => {
      if (!enabled || done.current) return;
      // The first state of a prerendered page as it hydrates (the tab's draft not read yet), and typing replayed
      // into it, must not overwrite the draft about to be read: the restored wizard replays that typing over
      // what it restores (wizard-core's StepForm). Without a draft to restore, it is written then.
      if (phaseNow.current === 'unknown') {
        early.current = kept;
        return;
      }
      if (phaseNow.current === 'restoring' || phaseNow.current === 'failed') return;
      pending.current = kept;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(
        () => {
          timer.current = null;
          void write();
        },
        now ? 0 : DRAFT_WRITE_DELAY_MS,
      );
    },
    [enabled, write],
  );

  // No draft came back: what the wizard kept while the tab was unknown is written now.
  useEffect(() => {
    if (phase !== 'ready' || !early.current) return;
    const kept = early.current;
    early.current = null;
    keep(kept, true);
  }, [phase, keep]);

  // Leaving the page (a reload, a closed tab) writes what waits at once.
  useEffect(() => {
    if (!enabled) return;
    const leave = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      // What waits, or a write on its way (a page being left cancels its requests), is sent kept alive.
      if (pending.current || busy.current) void write(true);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [enabled, write]);

  const forget = useCallback(() => {
    if (done.current) return;
    done.current = true;
    if (timer.current) clearTimeout(timer.current);
    pending.current = null;
    const current = id.current;
    id.current = null;
    holdId(product, null);
    if (current) void once(dispatch(draftApi.endpoints.removeDraft.initiate(current)));
  }, [dispatch, product]);

  return {
    phase,
    restored,
    lost,
    keep,
    forget,
    retry: () => void restore(),
    startOver: () => {
      done.current = false;
      sent.current.clear();
      pending.current = null;
      const current = id.current;
      if (current) void once(dispatch(draftApi.endpoints.removeDraft.initiate(current)));
      holdId(product, null);
      id.current = null;
      setPhase('ready');
    },
    currentId: () => id.current,
  };
}
