import { osgorRateOf } from '@polis/tariffs';
import { ACTIVITIES, activityOf, okedToSend, OTHER_ACTIVITY } from './okonx';

it('lists the activities with their class rates and ends with the unlisted one', () => {
  expect(ACTIVITIES.find((a) => a.code === '62')).toEqual({ code: '62', riskClass: 1, rate: 0.000571 });
  expect(ACTIVITIES.at(-1)).toEqual({ code: OTHER_ACTIVITY, riskClass: null, rate: 0.0034 });
});

it('preselects the company activity and sends an OKED whose rate the server agrees with', () => {
  expect(activityOf('62010')).toBe('62');
  expect(activityOf('79110')).toBe(OTHER_ACTIVITY);
  expect(okedToSend('62010', '62')).toBe('62010');
  expect(okedToSend('62010', '41')).toBe('41000');
  expect(osgorRateOf(okedToSend('79110', OTHER_ACTIVITY))).toBe(0.0034);
});
