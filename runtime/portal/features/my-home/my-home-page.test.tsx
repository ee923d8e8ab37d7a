// @vitest-environment jsdom
/**
 * The my-home page on the real server (portal §2 My home, §3 home profile, §4 exclusive choices, §5
 * saving, ranges and counters, §7 updateLocationExtras, §1 connected devices), in Bokmål: the
 * Norwegian tenant offers nn and nb only.
 */
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../../test/axe.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HomeProfile } from '../../../../schemas/home-profile.js';
import { stableId } from '../../../server/ids.js';
import { appDownloadWatchedKey } from '../../components/app-download-modal.js';
import { rememberWelcomed } from '../../components/welcome-popup.js';
import { portalTest, type DemoCustomer, type PortalTest } from '../../test/harness.js';

// The page's chunk and each call go through the real server on a busy machine: give answers time.
configure({ asyncUtilTimeout: 15_000 });

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
}, 600_000);
afterEach(() => cleanup());
afterAll(async () => t?.close());

/** Opens my home as `who`, past the once-only pop-ups (their own test is below). */
async function openMyHome(who: DemoCustomer) {
  const portal = await t.start({ as: who, language: 'nb' });
  window.localStorage.setItem(appDownloadWatchedKey('myHome'), 'seen');
  const accountId = portal.session.getSnapshot().user?._id;
  if (accountId) rememberWelcomed(accountId);
  await t.renderAt('/my-home', { portal });
  await screen.findByRole('heading', { level: 2, name: 'Boligprofil' });
  return portal;
}

const fieldset = (testId: string) => within(screen.getByTestId(testId));
const count = (testId: string) => screen.getByTestId(`${testId}-count`).textContent;
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

async function storedExtra(locationKey: string): Promise<HomeProfile> {
  const { rows } = await t.server.db.query<{ extra: HomeProfile }>('SELECT extra FROM locations WHERE id = $1', [stableId(`BRIGHT:location:${locationKey}`)]);
  return rows[0]!.extra;
}

describe('my home: the home profile', () => {
  it("shows kari's stored profile", async () => {
    await openMyHome('kari');
    expect(checked(screen.getByRole('radio', { name: 'Leilighet' }))).toBe(true);
    const size = screen.getByRole('slider', { name: 'Boareal' });
    expect((size as HTMLInputElement).value).toBe('68');
    expect(size.getAttribute('aria-valuetext')).toBe('68 kvm');
    expect(screen.getByTestId('size-value').textContent).toBe('68 kvm');
    expect((screen.getByRole('spinbutton', { name: 'Antall beboere' }) as HTMLInputElement).value).toBe('2');
    expect(screen.getByRole('slider', { name: 'Hvor nøye er du med energibruken?' }).getAttribute('aria-valuetext')).toMatch(/^1[.,]0 – Som de fleste husholdninger$/);
    expect(count('cars-electric')).toBe('1');
    expect(count('cars-hybrid')).toBe('0');
    expect(checked(fieldset('cars').getByRole('checkbox', { name: 'Ingen kjøretøy' }))).toBe(false);
    expect(checked(screen.getByRole('radio', { name: 'Panelovner' }))).toBe(true);
    expect(checked(fieldset('heating-secondary').getByRole('checkbox', { name: 'Vedovn' }))).toBe(true);
    expect(checked(fieldset('gadgets').getByRole('checkbox', { name: 'Vaskemaskin' }))).toBe(true);
    expect(checked(fieldset('gadgets').getByRole('checkbox', { name: 'Oppvaskmaskin' }))).toBe(true);
    expect(checked(fieldset('gadgets').getByRole('checkbox', { name: 'Badstue' }))).toBe(false);
    expect(count('gadgets-evCarCharger')).toBe('1');
    expect(checked(screen.getByRole('radio', { name: 'Bare voksne' }))).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Byggets alder' }) as HTMLInputElement).value).toBe('54');
  });

  it("shows the defaults for sigrid's unfilled profile: 75 m², 1 resident, factor 1, nothing chosen", async () => {
    await openMyHome('sigrid');
    expect((screen.getByRole('slider', { name: 'Boareal' }) as HTMLInputElement).value).toBe('75');
    expect((screen.getByRole('spinbutton', { name: 'Antall beboere' }) as HTMLInputElement).value).toBe('1');
    expect((screen.getByRole('slider', { name: 'Hvor nøye er du med energibruken?' }) as HTMLInputElement).value).toBe('1');
    expect(screen.getAllByRole('radio').filter(checked)).toEqual([]);
    expect(count('cars-electric')).toBe('0');
    expect(checked(fieldset('cars').getByRole('checkbox', { name: 'Ingen kjøretøy' }))).toBe(false);
  });

  it('makes no_vehicle, none and no_gadgets exclusive, both ways (§4)', async () => {
    const user = userEvent.setup();
    await openMyHome('kari');
    const noVehicle = fieldset('cars').getByRole('checkbox', { name: 'Ingen kjøretøy' });
    await user.click(noVehicle);
    expect(checked(noVehicle)).toBe(true);
    expect(count('cars-electric')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Én til: Ladbar hybrid' }));
    expect(count('cars-hybrid')).toBe('1');
    expect(checked(noVehicle)).toBe(false);

    const secondary = fieldset('heating-secondary');
    await user.click(secondary.getByRole('checkbox', { name: 'Ingen' }));
    expect(checked(secondary.getByRole('checkbox', { name: 'Vedovn' }))).toBe(false);
    await user.click(secondary.getByRole('checkbox', { name: 'Luft-til-luft-varmepumpe' }));
    expect(checked(secondary.getByRole('checkbox', { name: 'Ingen' }))).toBe(false);
    expect(checked(secondary.getByRole('checkbox', { name: 'Luft-til-luft-varmepumpe' }))).toBe(true);

    const gadgets = fieldset('gadgets');
    await user.click(gadgets.getByRole('checkbox', { name: 'Ingen av disse' }));
    expect(checked(gadgets.getByRole('checkbox', { name: 'Vaskemaskin' }))).toBe(false);
    expect(count('gadgets-evCarCharger')).toBe('0');
    await user.click(gadgets.getByRole('checkbox', { name: 'Badstue' }));
    expect(checked(gadgets.getByRole('checkbox', { name: 'Ingen av disse' }))).toBe(false);
  });

  it('stops a counter at 50 entries (§5 "adding only while fewer than 50")', async () => {
    await openMyHome('kari');
    const more = screen.getByRole('button', { name: 'Én til: Elbil' });
    for (let i = 0; i < 48; i++) fireEvent.click(more);
    expect(count('cars-electric')).toBe('49');
    expect((more as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(more);
    expect(count('cars-electric')).toBe('50');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Én til: Ladbar hybrid' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fieldset('cars').getByText('Du kan ikke legge til flere enn 50.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Én færre: Elbil' }));
    expect((more as HTMLButtonElement).disabled).toBe(false);
  });

  it('saves: empty cars and gadgets become no_vehicle and no_gadgets, and the profile survives a new start', async () => {
    const user = userEvent.setup();
    const portal = await openMyHome('sigrid');
    await user.click(screen.getByRole('radio', { name: 'Enebolig' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Boareal' }), { target: { value: '120' } });
    await user.click(screen.getByRole('button', { name: 'Én til: Antall beboere' }));
    await user.type(screen.getByRole('textbox', { name: 'Byggets alder' }), '31');
    await user.click(screen.getByRole('button', { name: 'Lagre boligprofilen' }));
    await waitFor(() => expect(screen.queryByTestId('save-error')?.textContent ?? screen.getByTestId('save-status').textContent).toBe('Boligprofilen din er lagret.'));

    expect(await storedExtra('sigrid-house')).toMatchObject({
      propertyType: 'HOUSE', size: 120, numberOfResidens: 2, wasteful: 1, houseAge: 31, cars: ['no_vehicle'], gadgets: ['no_gadgets'], heatingSecondary: [],
    });
    // The answered location is applied: the form and the session show what was saved.
    expect(checked(fieldset('cars').getByRole('checkbox', { name: 'Ingen kjøretøy' }))).toBe(true);
    expect(checked(fieldset('gadgets').getByRole('checkbox', { name: 'Ingen av disse' }))).toBe(true);
    expect(portal.session.getSnapshot().locations[0]?.extra?.cars).toEqual(['no_vehicle']);

    cleanup();
    await openMyHome('sigrid');
    expect(checked(screen.getByRole('radio', { name: 'Enebolig' }))).toBe(true);
    expect((screen.getByRole('slider', { name: 'Boareal' }) as HTMLInputElement).value).toBe('120');
    expect((screen.getByRole('spinbutton', { name: 'Antall beboere' }) as HTMLInputElement).value).toBe('2');
    expect((screen.getByRole('textbox', { name: 'Byggets alder' }) as HTMLInputElement).value).toBe('31');
    expect(checked(fieldset('cars').getByRole('checkbox', { name: 'Ingen kjøretøy' }))).toBe(true);
  });

  it('refuses a house age that is not whole years before sending anything', async () => {
    const user = userEvent.setup();
    await openMyHome('kari');
    const age = screen.getByRole('textbox', { name: 'Byggets alder' });
    await user.clear(age);
    await user.type(age, 'old');
    await user.click(screen.getByRole('button', { name: 'Lagre boligprofilen' }));
    expect(await screen.findByText('Skriv inn alderen i hele år, eller la feltet stå tomt.')).toBeTruthy();
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect((await storedExtra('kari-flat')).houseAge).toBe(54);
  });

  it("shows the server's refusal when a guest saves", async () => {
    const user = userEvent.setup();
    await openMyHome('ola');
    await user.click(screen.getByRole('button', { name: 'Lagre boligprofilen' }));
    expect((await screen.findByTestId('save-error')).textContent).toBe('Du har ikke tilgang til dette.');
    expect(screen.getByTestId('save-status').textContent).toBe('');
  });

  it('follows the address picked in the page header (ingrid has several)', async () => {
    const user = userEvent.setup();
    await openMyHome('ingrid');
    expect(checked(screen.getByRole('radio', { name: 'Enebolig' }))).toBe(true);
    expect((screen.getByRole('slider', { name: 'Boareal' }) as HTMLInputElement).value).toBe('165');
    await user.selectOptions(screen.getByTestId('location-picker'), screen.getByRole('option', { name: /Skiheisvegen 7/ }));
    await waitFor(() => expect(checked(screen.getByRole('radio', { name: 'Hytte' }))).toBe(true));
    expect((screen.getByRole('slider', { name: 'Boareal' }) as HTMLInputElement).value).toBe('70');
    expect(await screen.findByText('Du har ikke koblet til noen enheter ennå.')).toBeTruthy();
  });

  it('has no serious or critical accessibility violations', async () => {
    await openMyHome('kari');
    await screen.findByTestId('devices-heating');
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});

describe('my home: connected devices (§1)', () => {
  it("lists kari's devices by kind with name, maker and state", async () => {
    await openMyHome('kari');
    const heating = within(await screen.findByTestId('devices-heating'));
    expect(heating.getByRole('heading', { level: 3, name: 'Oppvarming' })).toBeTruthy();
    const thermostat = heating.getByText('Ngenic Tune thermostat').closest('li')!;
    expect(within(thermostat).getByText('Ngenic')).toBeTruthy();
    expect(within(thermostat).getByText(/^(Tilkoblet|Frakoblet)$/)).toBeTruthy();
    const sensors = within(screen.getByTestId('devices-realtime'));
    expect(sensors.getByRole('heading', { level: 3, name: 'Energisensorer' })).toBeTruthy();
    expect(sensors.getByText('Hark energy sensor')).toBeTruthy();
    expect(screen.queryByTestId('devices-solar')).toBeNull();
  });

  it("lists ingrid's inverter, charger and heating centre at her house", async () => {
    await openMyHome('ingrid');
    expect(within(await screen.findByTestId('devices-solar')).getByText('SolarEdge')).toBeTruthy();
    expect(within(screen.getByTestId('devices-chargingstation')).getByText('Zaptec')).toBeTruthy();
    expect(within(screen.getByTestId('devices-heating')).getByText('HomeSide')).toBeTruthy();
  });
});

describe('my home: the download-the-app modal (§2 Shell)', () => {
  it('shows once, and not again after it was closed', async () => {
    const user = userEvent.setup();
    const portal = await t.start({ as: 'kari', language: 'nb' });
    rememberWelcomed(portal.session.getSnapshot().user!._id);
    await t.renderAt('/my-home', { portal });
    const modal = await screen.findByTestId('app-download-modal');
    await user.click(within(modal).getByRole('button', { name: 'Fortsett i nettleseren' }));
    expect(screen.queryByTestId('app-download-modal')).toBeNull();
    expect(window.localStorage.getItem(appDownloadWatchedKey('myHome'))).not.toBeNull();
    cleanup();
    await t.renderAt('/my-home', { portal });
    await screen.findByRole('heading', { level: 2, name: 'Boligprofil' });
    expect(screen.queryByTestId('app-download-modal')).toBeNull();
  });
});
