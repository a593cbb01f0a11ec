import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorMessageId } from '@polis/api-client';
import { Button, Checkbox } from '@polis/ui';
import {
  useWizardSavedQuery,
  useWizardSavePersonMutation,
  useWizardSaveVehicleMutation,
} from '../fields/saved-api';
import { useLoggedIn } from '../fields/logged-in';
import { savedFromAnswers } from '../model/saved-from-answers';

const masked = (series: string, number: string) => `${series} ***${number.slice(-4)}`;

/**
 * After the purchase, a logged-in customer may keep the application's people and cars for next time (each off
 * by default); keeping someone besides themselves asks them to confirm they may keep that person's data.
 */
export function SaveForNextTime({ answers }: { readonly answers: unknown }) {
  const intl = useIntl();
  const headingId = useId();
  const loggedIn = useLoggedIn();
  const { data: saved } = useWizardSavedQuery(undefined, { skip: !loggedIn });
  // Only who and what is not saved yet (one already saved keeps its name and relation).
  const found = useMemo(() => {
    const all = savedFromAnswers(answers);
    const passports = new Set(saved?.people.map((p) => p.passport_series + p.passport_number));
    const plates = new Set(saved?.vehicles.map((v) => v.plate));
    return {
      people: all.people.filter((p) => !passports.has(p.person.passport_series + p.person.passport_number)),
      vehicles: all.vehicles.filter((v) => !plates.has(v.plate)),
    };
  }, [answers, saved]);
  const [people, setPeople] = useState<ReadonlySet<number>>(new Set());
  const [cars, setCars] = useState<ReadonlySet<number>>(new Set());
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | { failed: string }>('idle');
  const [savePerson] = useWizardSavePersonMutation();
  const [saveVehicle] = useWizardSaveVehicleMutation();
  // Once saved, the list no longer holds them (they are saved): the confirmation stays.
  if (state !== 'saved' && (!loggedIn || !saved || found.people.length + found.vehicles.length === 0))
    return null;

  const toggle = (set: ReadonlySet<number>, i: number, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(i);
    else next.delete(i);
    return next;
  };
  const others = [...people].some((i) => !found.people[i]?.buyer);
  const save = async () => {
    if (others && !consent) {
      setConsentError(true);
      return;
    }
    setState('saving');
    for (const i of people) {
      const { person, buyer } = found.people[i];
      const done = await savePerson({
        ...person,
        relation: buyer ? 'me' : 'other',
        ...(buyer ? {} : { consent }),
      });
      if ('error' in done) return setState({ failed: apiErrorMessageId(done.error) });
    }
    for (const i of cars) {
      const done = await saveVehicle(found.vehicles[i]);
      if ('error' in done) return setState({ failed: apiErrorMessageId(done.error) });
    }
    setState('saved');
  };

  if (state === 'saved')
    return (
      <p className="kit-note" role="status">
        <FormattedMessage id="kit.saved.offer.done" />
      </p>
    );
  return (
    <section className="kit-save-next" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id="kit.saved.offer.title" />
      </h3>
      <p>
        <FormattedMessage id="kit.saved.offer.lead" />
      </p>
      {found.people.map(({ person, buyer }, i) => (
        <Checkbox
          key={`p${person.passport_series}${person.passport_number}`}
          id={`save-person-${i}`}
          label={intl.formatMessage(
            { id: buyer ? 'kit.saved.offer.me' : 'kit.saved.offer.person' },
            {
              named: person.name ? 'yes' : 'no',
              name: person.name ?? '',
              passport: masked(person.passport_series, person.passport_number),
            },
          )}
          checked={people.has(i)}
          onChange={(e) => setPeople(toggle(people, i, e.target.checked))}
        />
      ))}
      {found.vehicles.map((car, i) => (
        <Checkbox
          key={`v${car.plate}`}
          id={`save-vehicle-${i}`}
          label={intl.formatMessage(
            { id: 'kit.saved.offer.vehicle' },
            { plate: car.plate, named: car.model ? 'yes' : 'no', model: car.model ?? '' },
          )}
          checked={cars.has(i)}
          onChange={(e) => setCars(toggle(cars, i, e.target.checked))}
        />
      ))}
      {others ? (
        <Checkbox
          id="save-consent"
          label={intl.formatMessage({ id: 'kit.saved.offer.consent' })}
          checked={consent}
          error={
            consentError && !consent
              ? intl.formatMessage({ id: 'kit.saved.offer.consentRequired' })
              : undefined
          }
          onChange={(e) => {
            setConsent(e.target.checked);
            if (e.target.checked) setConsentError(false);
          }}
        />
      ) : null}
      {typeof state === 'object' ? (
        <p role="alert" className="kit-error">
          <FormattedMessage id={state.failed} />
        </p>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        disabled={people.size + cars.size === 0}
        loading={state === 'saving'}
        onClick={() => void save()}
      >
        <FormattedMessage id="kit.saved.offer.save" />
      </Button>
    </section>
  );
}
