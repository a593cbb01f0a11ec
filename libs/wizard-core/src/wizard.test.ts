import { availableSteps, initialWizardState, wizardReducer, type StepDef, type WizardEvent } from './wizard';

interface Ctx {
  type: number;
}
const steps: StepDef<Ctx>[] = [
  { id: 'about_car' },
  { id: 'personal_data_short' },
  { id: 'polis' },
  { id: 'relatives', shown: (c) => c.type !== 1 },
  { id: 'payment' },
  { id: 'download', hidden: true },
];
const run = (ctx: Ctx, ...events: WizardEvent[]) =>
  events.reduce((s, e) => wizardReducer(steps, ctx, s, e), initialWizardState(steps));

describe('wizard reducer', () => {
  it('starts on the first step with nothing completed', () => {
    expect(initialWizardState(steps)).toEqual({ active: 'about_car', completed: [] });
  });

  it('next marks the active step complete and activates the following one', () => {
    expect(run({ type: 4 }, { type: 'stepSubmitted' }, { type: 'stepSubmitted' })).toEqual({
      active: 'polis',
      completed: ['about_car', 'personal_data_short'],
    });
  });

  it('skips a conditional step that is not shown (type 1 goes from polis straight to payment)', () => {
    const s = run(
      { type: 1 },
      { type: 'stepSubmitted' },
      { type: 'stepSubmitted' },
      { type: 'stepSubmitted' },
    );
    expect(s.active).toBe('payment');
    const limited = run(
      { type: 4 },
      { type: 'stepSubmitted' },
      { type: 'stepSubmitted' },
      { type: 'stepSubmitted' },
    );
    expect(limited.active).toBe('relatives');
  });

  it('back reactivates the previous step and clears its completed mark', () => {
    const s = run(
      { type: 4 },
      { type: 'stepSubmitted' },
      { type: 'stepSubmitted' },
      { type: 'backRequested' },
    );
    expect(s).toEqual({ active: 'personal_data_short', completed: ['about_car'] });
    expect(run({ type: 4 }, { type: 'backRequested' })).toEqual(initialWizardState(steps));
  });

  it('jumps to a completed step but not past unfinished ones', () => {
    const at3 = run({ type: 4 }, { type: 'stepSubmitted' }, { type: 'stepSubmitted' });
    expect(wizardReducer(steps, { type: 4 }, at3, { type: 'stepChosen', id: 'about_car' })).toEqual({
      active: 'about_car',
      completed: ['personal_data_short'],
    });
    expect(wizardReducer(steps, { type: 4 }, at3, { type: 'stepChosen', id: 'payment' })).toBe(at3);
    expect(wizardReducer(steps, { type: 4 }, at3, { type: 'stepChosen', id: 'nope' })).toBe(at3);
  });

  it('resumes at a later step with the earlier ones completed (copy contract flow)', () => {
    expect(run({ type: 4 }, { type: 'resumedAt', id: 'relatives' })).toEqual({
      active: 'relatives',
      completed: ['about_car', 'personal_data_short', 'polis'],
    });
  });

  it('stays on the last step and resets to the first', () => {
    const end = run({ type: 1 }, ...Array.from({ length: 9 }, () => ({ type: 'stepSubmitted' }) as const));
    expect(end.active).toBe('download');
    expect(run({ type: 1 }, { type: 'stepSubmitted' }, { type: 'reset' })).toEqual(initialWizardState(steps));
  });

  it('lists only the steps shown for the context', () => {
    expect(availableSteps(steps, { type: 1 }).map((s) => s.id)).not.toContain('relatives');
  });
});
