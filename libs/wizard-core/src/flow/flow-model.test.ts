import { activeStep, reachableSteps, stepAfter, stepBefore, stepsFor, type FlowStep } from './flow-model';

interface Snap {
  program: { id: number };
  applicant: { phone: string };
  drivers: { count: number };
  payment: { contractId: number };
  download: { url: string };
}

const steps: FlowStep<Snap>[] = [
  { id: 'program' },
  { id: 'applicant' },
  { id: 'drivers', shown: (s) => s.program?.id !== 1 },
  { id: 'payment', checkpoint: true },
  { id: 'download', hidden: true, final: true },
];
const done = (...ids: string[]) => new Set(ids);

describe('flow model', () => {
  it('starts on the first step with nothing submitted', () => {
    expect(activeStep(steps, {}, done(), null)).toBe('program');
    expect(stepBefore(steps, {}, done(), 'program')).toBeNull();
  });

  it('goes through the steps in order, and nowhere after the last one', () => {
    const snap = { program: { id: 2 } };
    const order = ['program'];
    for (let next = stepAfter(steps, snap, 'program'); next; next = stepAfter(steps, snap, next))
      order.push(next);
    expect(order).toEqual(['program', 'applicant', 'drivers', 'payment', 'download']);
    expect(stepAfter(steps, snap, 'download')).toBeNull();
    expect(stepAfter(steps, snap, 'nonsense')).toBeNull();
  });

  it('lists the steps taking part for the snapshot, hidden ones included', () => {
    expect(stepsFor(steps, { program: { id: 1 } }).map((s) => s.id)).toEqual([
      'program',
      'applicant',
      'payment',
      'download',
    ]);
    expect(stepsFor(steps, { program: { id: 2 } }).map((s) => s.id)).toContain('drivers');
  });

  it('opens a step only when every step before it was submitted', () => {
    expect(reachableSteps(steps, {}, done())).toEqual(['program']);
    expect(reachableSteps(steps, { program: { id: 2 } }, done('program'))).toEqual(['program', 'applicant']);
  });

  it('leaves out a conditional step for this snapshot', () => {
    const snap = { program: { id: 1 }, applicant: { phone: '' } };
    expect(reachableSteps(steps, snap, done('program', 'applicant'))).toEqual([
      'program',
      'applicant',
      'payment',
    ]);
    expect(stepAfter(steps, snap, 'applicant')).toBe('payment');
    expect(stepAfter(steps, { program: { id: 2 } }, 'applicant')).toBe('drivers');
  });

  it('opens a saved application on the payment step without the earlier personal data', () => {
    // After a reload the applicant's passport is gone, but the contract was kept.
    const snap = { program: { id: 1 }, payment: { contractId: 7 } };
    expect(reachableSteps(steps, snap, done('program'))).toEqual(['program', 'applicant', 'payment']);
    expect(activeStep(steps, snap, done('program'), 'payment')).toBe('payment');
  });

  it('keeps only the download once the purchase is over', () => {
    const snap = { program: { id: 1 }, payment: { contractId: 7 }, download: { url: 'x' } };
    const all = done('program', 'applicant', 'payment', 'download');
    expect(reachableSteps(steps, snap, all)).toEqual(['download']);
    expect(activeStep(steps, snap, all, 'program')).toBe('download');
    expect(stepBefore(steps, snap, all, 'download')).toBeNull();
  });

  it('shows the requested step when reachable, else the first one still to fill', () => {
    const snap = { program: { id: 2 } };
    expect(activeStep(steps, snap, done('program'), 'program')).toBe('program');
    expect(activeStep(steps, snap, done('program'), 'payment')).toBe('applicant');
    expect(activeStep(steps, snap, done('program'), null)).toBe('applicant');
    expect(activeStep(steps, {}, done(), 'nonsense')).toBe('program');
  });

  it('reopens any submitted step and the one after them, never one further on', () => {
    const snap = { program: { id: 2 }, applicant: { phone: '' } };
    const submitted = done('program', 'applicant');
    expect(activeStep(steps, snap, submitted, 'program')).toBe('program');
    expect(activeStep(steps, snap, submitted, 'drivers')).toBe('drivers');
    expect(activeStep(steps, snap, submitted, 'payment')).toBe('drivers');
  });

  it('starts later when earlier steps come submitted (a copied contract starts at the drivers)', () => {
    const snap = { program: { id: 2 }, applicant: { phone: '+998901234567' } };
    expect(activeStep(steps, snap, done('program', 'applicant'), null)).toBe('drivers');
  });

  it('goes back to the previous reachable step', () => {
    const snap = { program: { id: 2 }, applicant: { phone: '' } };
    expect(stepBefore(steps, snap, done('program', 'applicant'), 'drivers')).toBe('applicant');
    expect(stepBefore(steps, snap, done('program', 'applicant'), 'program')).toBeNull();
  });
});
