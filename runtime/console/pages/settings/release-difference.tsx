/** The difference between the latest release and the draft, as the field-level table (components/field-diff.tsx). */
import { FieldDiff } from '../../components/field-diff.js';
import type { SettingsRelease } from '../../../../schemas/settings/releases.js';
import { useSettingsWords } from './settings-words.js';

export interface ReleaseDifferenceProps {
  readonly from: SettingsRelease | undefined;
  readonly to: unknown;
  /** Heading of the new side (default "Draft"). */
  readonly toLabel?: string;
}

export function ReleaseDifference({ from, to, toLabel }: ReleaseDifferenceProps) {
  const words = useSettingsWords();
  return (
    <FieldDiff
      before={from?.payload}
      after={to}
      beforeLabel={from ? words.t('diff.latest', { version: from.version }) : words.t('diff.nothingReleased')}
      afterLabel={toLabel ?? words.t('diff.draft')}
      caption={words.t('diff.caption')}
    />
  );
}
