/**
 * portal §2 My home "Form to describe the home (see entities) with a save button": the home profile
 * of §3 with the list rules of §4 and the ranges, defaults and counters of §5. Saving sends
 * updateLocationExtras (§7) and applies the location the server answers.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/translation.js';
import {
  CarType, EXCLUSIVE_HOME_PROFILE_CHOICES, Gadget, HeatingType, HOME_SIZE, PropertyType, RESIDENTS, SecondaryHeatingType, WASTEFUL_FACTOR,
} from '../../../../schemas/home-profile.js';
import type { PortalLocation } from '../../../../schemas/location.js';
import { updateLocationExtras } from '../../../../generated/client/sites.gen.js';
import { formatNumber, separatorsOf } from '../../../format/index.js';
import { useApi, usePortal, useSession } from '../../app/context.js';
import { errorText } from '../../components/error-text.js';
import { Check, Counter, Fieldset, RadioGroup, Slider, Stepper } from './fields.js';
import {
  addOne, AGE_MIXES, bodyOf, canAdd, carefulnessOf, COUNTED_GADGETS, countOf, formOf, houseAgeOf, onStep, removeOne, toggleChoice, type HomeProfileForm,
} from './home-profile-rules.js';

type SaveState = { readonly kind: 'idle' | 'saving' | 'saved' } | { readonly kind: 'error'; readonly error: unknown };

const CARS = CarType.options.filter((c) => c !== EXCLUSIVE_HOME_PROFILE_CHOICES.cars);
const GADGETS = Gadget.options.filter((g) => g !== EXCLUSIVE_HOME_PROFILE_CHOICES.gadgets);
const SECONDARY = SecondaryHeatingType.options.filter((h) => h !== EXCLUSIVE_HOME_PROFILE_CHOICES.heatingSecondary);

export function HomeProfileEditor({ location }: { readonly location: PortalLocation }) {
  const { t } = useTranslation();
  const api = useApi();
  const { session } = usePortal();
  const { language } = useSession();
  const [form, setForm] = useState<HomeProfileForm>(() => formOf(location.extra));
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [houseAgeTouched, setHouseAgeTouched] = useState(false);
  const houseAgeId = useId();
  const houseAgeHelpId = useId();
  const titleId = useId();
  const separators = separatorsOf(language);

  const change = (patch: Partial<HomeProfileForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    if (save.kind !== 'saving') setSave({ kind: 'idle' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(form);
    if (!body) {
      setHouseAgeTouched(true);
      return;
    }
    setSave({ kind: 'saving' });
    try {
      const answer = await updateLocationExtras(api.client, { params: { id: location.accountId, siteId: location._id }, body });
      session.applyLocation(answer.data);
      setForm(formOf(answer.data.extra));
      setSave({ kind: 'saved' });
    } catch (error) {
      setSave({ kind: 'error', error });
    }
  };

  const houseAgeInvalid = houseAgeOf(form.houseAge) === undefined;
  const factorText = `${formatNumber(form.wasteful, 1, separators)} – ${t(`myHome.wasteful.${carefulnessOf(form.wasteful)}`)}`;
  const sizeText = `${formatNumber(form.size, 0, separators)} ${t('units.squareMetres')}`;

  return (
    <form className="my-home__form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId}>
      <div className="card">
        <h2 id={titleId}>{t('myHome.profile.title')}</h2>
        <p className="field-help">{t('myHome.intro')}</p>
      </div>

      <div className="my-home__grid">
        <div className="card my-home__section">
          <RadioGroup legend={t('myHome.propertyType.label')} options={PropertyType.options} value={form.propertyType}
            labelOf={(p) => t(`myHome.propertyType.${p}`)} onChange={(propertyType) => change({ propertyType })} />
          <Slider label={t('myHome.size')} testId="size" value={form.size} min={HOME_SIZE.min} max={HOME_SIZE.max} step={1} valueText={sizeText}
            onChange={(size) => change({ size })} />
          <div className="field">
            <label htmlFor={houseAgeId}>{t('myHome.houseAge')}</label>
            <div className="my-home__with-unit">
              <input id={houseAgeId} className="input my-home__short-input" type="text" inputMode="numeric" autoComplete="off" value={form.houseAge}
                aria-invalid={houseAgeTouched && houseAgeInvalid} aria-describedby={houseAgeHelpId} data-testid="house-age"
                onChange={(e) => change({ houseAge: e.target.value })} onBlur={() => setHouseAgeTouched(true)} />
              <span id={houseAgeHelpId}>{t('units.years')}</span>
            </div>
            {houseAgeTouched && houseAgeInvalid && <p className="field-error" role="alert">{t('myHome.houseAge.invalid')}</p>}
          </div>
        </div>

        <div className="card my-home__section">
          <Stepper label={t('myHome.residents')} testId="residents" value={form.numberOfResidens} min={RESIDENTS.min} max={RESIDENTS.max}
            invalidText={t('myHome.residents.range', { min: RESIDENTS.min, max: RESIDENTS.max })} onChange={(numberOfResidens) => change({ numberOfResidens })} />
          <RadioGroup legend={t('myHome.ageMix.label')} options={AGE_MIXES} value={(AGE_MIXES as readonly string[]).includes(form.ageMix ?? '') ? (form.ageMix as (typeof AGE_MIXES)[number]) : null}
            labelOf={(a) => t(`myHome.ageMix.${a}`)} onChange={(ageMix) => change({ ageMix })} />
          <Slider label={t('myHome.wasteful.label')} testId="wasteful" value={form.wasteful} min={WASTEFUL_FACTOR.min} max={WASTEFUL_FACTOR.max} step={WASTEFUL_FACTOR.step}
            valueText={factorText} ends={[t('myHome.wasteful.low'), t('myHome.wasteful.high')]}
            onChange={(v) => change({ wasteful: onStep(v, WASTEFUL_FACTOR.step, WASTEFUL_FACTOR.min) })} />
        </div>

        <div className="card my-home__section">
          <Fieldset legend={t('myHome.cars.label')} testId="cars">
            <ul className="my-home__counters">
              {CARS.map((c) => (
                <Counter key={c} label={t(`myHome.cars.${c}`)} testId={`cars-${c}`} count={countOf(form.cars, c)} canAdd={canAdd(form.cars)}
                  onAdd={() => change({ cars: addOne(form.cars, c, EXCLUSIVE_HOME_PROFILE_CHOICES.cars) })}
                  onRemove={() => change({ cars: removeOne(form.cars, c) })} />
              ))}
            </ul>
            <Check label={t('myHome.cars.no_vehicle')} checked={form.cars.includes('no_vehicle')}
              onChange={(on) => change({ cars: toggleChoice(form.cars, 'no_vehicle', EXCLUSIVE_HOME_PROFILE_CHOICES.cars, on) })} />
            <LimitNote list={form.cars} />
          </Fieldset>
        </div>

        <div className="card my-home__section">
          <RadioGroup legend={t('myHome.heating.label')} options={HeatingType.options} value={form.heating}
            labelOf={(h) => t(`myHome.heating.${h}`)} onChange={(heating) => change({ heating })} />
          <Fieldset legend={t('myHome.heatingSecondary.label')} testId="heating-secondary">
            <div className="my-home__choices">
              {[...SECONDARY, EXCLUSIVE_HOME_PROFILE_CHOICES.heatingSecondary].map((h) => (
                <Check key={h} label={t(`myHome.heating.${h}`)} checked={form.heatingSecondary.includes(h)}
                  onChange={(on) => change({ heatingSecondary: toggleChoice(form.heatingSecondary, h, EXCLUSIVE_HOME_PROFILE_CHOICES.heatingSecondary, on) })} />
              ))}
            </div>
          </Fieldset>
        </div>

        <div className="card my-home__section my-home__section--wide">
          <Fieldset legend={t('myHome.gadgets.label')} testId="gadgets">
            <div className="my-home__choices">
              {GADGETS.filter((g) => !COUNTED_GADGETS.includes(g)).map((g) => (
                <Check key={g} label={t(`myHome.gadgets.${g}`)} checked={form.gadgets.includes(g)} disabled={!form.gadgets.includes(g) && !canAdd(form.gadgets)}
                  onChange={(on) => change({ gadgets: toggleChoice(form.gadgets, g, EXCLUSIVE_HOME_PROFILE_CHOICES.gadgets, on) })} />
              ))}
            </div>
            <ul className="my-home__counters">
              {COUNTED_GADGETS.map((g) => (
                <Counter key={g} label={t(`myHome.gadgets.${g}`)} testId={`gadgets-${g}`} count={countOf(form.gadgets, g)} canAdd={canAdd(form.gadgets)}
                  onAdd={() => change({ gadgets: addOne(form.gadgets, g, EXCLUSIVE_HOME_PROFILE_CHOICES.gadgets) })}
                  onRemove={() => change({ gadgets: removeOne(form.gadgets, g) })} />
              ))}
            </ul>
            <Check label={t('myHome.gadgets.no_gadgets')} checked={form.gadgets.includes('no_gadgets')}
              onChange={(on) => change({ gadgets: toggleChoice(form.gadgets, 'no_gadgets', EXCLUSIVE_HOME_PROFILE_CHOICES.gadgets, on) })} />
            <LimitNote list={form.gadgets} />
          </Fieldset>
        </div>
      </div>

      <div className="card my-home__save">
        <button type="submit" className="button" disabled={save.kind === 'saving'} data-testid="save-home">
          {save.kind === 'saving' ? t('myHome.saving') : t('myHome.save')}
        </button>
        <p className="my-home__saved" role="status" aria-live="polite" data-testid="save-status">{save.kind === 'saved' ? t('myHome.saved') : ''}</p>
        {save.kind === 'error' && <p className="field-error" role="alert" data-testid="save-error">{errorText(t, save.error)}</p>}
      </div>
    </form>
  );
}

/** portal §5: at 50 entries adding stops; the note says why the + buttons are off. */
function LimitNote({ list }: { readonly list: readonly unknown[] }) {
  const { t } = useTranslation();
  return <p className="field-help" aria-live="polite">{canAdd(list) ? '' : t('myHome.counter.limit')}</p>;
}
