import type { DraftStorage } from '@polis/wizard-core';
import { productDraftStore } from './product-draft';

interface Snap {
  program: { programId: number };
  applicant: { passportSery: string; passportNumber: string; birthday: string; phone: string };
  address: { houseType: number; address: string };
  payment: { contractId: number; orderId: string };
}

function memory(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const steps = ['program', 'applicant', 'address', 'payment'];

describe('product draft', () => {
  it('keeps non-personal values and never writes a passport or a birthday', () => {
    const storage = memory();
    const store = productDraftStore<Snap>('housing', steps, 1, storage);
    store.save(
      'address',
      {
        program: { programId: 2 },
        applicant: {
          passportSery: 'AA',
          passportNumber: '1234567',
          birthday: '15.03.1990',
          phone: '+998 90',
        },
      },
      { address: { houseType: 1, address: 'Chilonzor 5' } },
      ['program', 'applicant'],
    );
    const raw = [...storage.data.values()].join();
    expect(raw).not.toMatch(/1234567|15\.03\.1990|"AA"/);
    const draft = store.load();
    expect(draft?.step).toBe('address');
    expect(draft?.start.snapshot).toEqual({ program: { programId: 2 } });
    // The applicant comes back without the passport: it is asked again, with its phone kept.
    expect(draft?.start.done).toEqual(['program']);
    expect(draft?.askAgain).toEqual(['applicant']);
    expect(draft?.start.held).toEqual({
      applicant: { phone: '+998 90' },
      address: { houseType: 1, address: 'Chilonzor 5' },
    });
  });

  it('keeps the saved application so that a reload returns to it', () => {
    const storage = memory();
    const store = productDraftStore<Snap>('housing', steps, 1, storage);
    store.save('payment', { payment: { contractId: 7, orderId: 'P261123-ABCDEFGHJK' } }, {}, []);
    expect(store.load()?.start.snapshot).toEqual({
      payment: { contractId: 7, orderId: 'P261123-ABCDEFGHJK' },
    });
    store.clear();
    expect(store.load()).toBeNull();
  });
  it("keeps the save attempt's idempotency key, and drops one that is not a key", () => {
    const storage = memory();
    const store = productDraftStore<Snap>('housing', steps, 1, storage);
    store.save(
      'address',
      { program: { programId: 2 } },
      {},
      ['program'],
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(store.load()?.attemptKey).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    store.save('address', { program: { programId: 2 } }, {}, ['program']);
    expect(store.load()?.attemptKey).toBeUndefined();
    store.save('address', { program: { programId: 2 } }, {}, ['program'], '<script>');
    expect(store.load()?.attemptKey).toBeUndefined();
  });
});
