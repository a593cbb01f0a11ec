import { osgorRateOf } from '@polis/tariffs';
import { ACTIVITIES, activityOf, OTHER_ACTIVITY } from './okonx';

it('lists the activities with their class rates and ends with the unlisted one', () => {
  expect(ACTIVITIES.find((a) => a.code === '62')).toEqual({ code: '62', riskClass: 1, rate: 0.000571 });
  expect(ACTIVITIES.at(-1)).toEqual({ code: OTHER_ACTIVITY, riskClass: null, rate: 0.0034 });
});

it("places the company's registry OKED in its activity, whose rate is the server's", () => {
  expect(activityOf('62010')).toBe('62');
  expect(activityOf('79110')).toBe(OTHER_ACTIVITY);
  expect(osgorRateOf(activityOf('41200'))).toBe(osgorRateOf('41200'));
  expect(osgorRateOf(activityOf('79110'))).toBe(osgorRateOf('79110'));
});
