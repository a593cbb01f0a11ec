import { savedFromAnswers } from './saved-from-answers';

describe('the people and cars an application names', () => {
  it('finds each passport and plate once, the buyer first, with what was found about them', () => {
    const answers = {
      about_car: {
        gosNumber: '01A123BC',
        car: {
          gosNumber: '01A123BC',
          techSery: 'AAF',
          techNumber: '1234567',
          carModel: 'Cobalt',
          issueYear: 2020,
        },
      },
      drivers: [
        { passportSery: 'AB', passportNumber: '2345678', birthday: '22.07.1995', name: 'Rahimova Dilnoza' },
        { passportSery: 'AA', passportNumber: '1234567', birthday: '15.03.1990' },
      ],
      owner: {
        passportSery: 'AA',
        passportNumber: '1234567',
        birthday: '15.03.1990',
        phone: '+998 90 123 45 67',
        pinfl: '31503902610013',
      },
    };
    expect(savedFromAnswers(answers)).toEqual({
      people: [
        {
          buyer: true,
          person: {
            passport_series: 'AA',
            passport_number: '1234567',
            birthday: '15.03.1990',
            name: null,
            pinfl: '31503902610013',
            phone: '998901234567',
          },
        },
        {
          buyer: false,
          person: {
            passport_series: 'AB',
            passport_number: '2345678',
            birthday: '22.07.1995',
            name: 'Rahimova Dilnoza',
            pinfl: null,
            phone: null,
          },
        },
      ],
      vehicles: [
        {
          plate: '01A123BC',
          tech_passport_series: 'AAF',
          tech_passport_number: '1234567',
          model: 'Cobalt',
          year: 2020,
        },
      ],
    });
  });

  it('takes nothing half-typed', () => {
    expect(
      savedFromAnswers({
        p: { passportSery: 'A', passportNumber: '1234567', birthday: '15.03.1990' },
        c: { gosNumber: '01A' },
      }),
    ).toEqual({ people: [], vehicles: [] });
  });
});
