import { useState } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { RadioGroup } from '../radio-group/RadioGroup.tsx';
import { Select } from '../select/Select.tsx';
import { TextField } from '../text-field/TextField.tsx';
import { Wizard } from '../wizard/Wizard.tsx';
import type { WizardStep } from '../wizard/wizard.types.ts';
import {
  ACTIVATION_LABELS,
  OBJECTIVE_LABELS,
  STRATEGY_LABELS,
  type MatchmakingActivationOption,
  type MatchmakingActivationType,
  type MatchmakingObjective,
  type MatchmakingStrategy,
} from './matchmaking.types.ts';
import './Matchmaking.css';

/** What the wizard hands over: the brief in the API's units (cents, hours). */
export interface MatchmakingBriefValues {
  activationType: MatchmakingActivationType;
  activationId: string;
  objective: MatchmakingObjective;
  strategy: MatchmakingStrategy;
  gameId: string;
  similarGameIds: string[];
  languages: string[];
  locations: string[];
  totalBudgetCents: number;
  regionBudgets: { location: string; cents: number }[];
  maxBidPerHourWatchedCents: number;
  minContentDurationHours: number;
  hoursPerCreator: number;
}

export interface MatchmakingWizardProps {
  /** The company's activations to recruit for. */
  activations: readonly MatchmakingActivationOption[];
  /** Preselected when the wizard opens from an activation's page. */
  initialActivation?: { type: MatchmakingActivationType; id: string } | undefined;
  /** Games with statistics, for the game and similar games. */
  games: readonly { id: string; name: string }[];
  onSubmit(values: MatchmakingBriefValues): void;
  /** The server's refusal, shown above the wizard. */
  serverError?: string | null;
}

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
const dollarsToCents = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
};
const hours = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : null;
};
/** "EUROPE 500, SE 200" → region budgets in cents; null when a line cannot be read. */
function regionBudgets(text: string): { location: string; cents: number }[] | null {
  const parts = text
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const budgets: { location: string; cents: number }[] = [];
  for (const part of parts) {
    const match = /^([A-Za-z_]+)\s*[:=]?\s*\$?([\d.]+)$/.exec(part);
    const cents = match ? dollarsToCents(match[2] ?? '') : null;
    if (!match || cents === null) return null;
    budgets.push({ location: (match[1] ?? '').toUpperCase(), cents });
  }
  return budgets;
}

const keyOf = (a: { type: string; id: string }) => `${a.type}/${a.id}`;

/** The matchmaking wizard: Introduction, Select activation, Objectives, Audience targeting, Budget (spec 2). Forward only with an activation and an objective. */
export function MatchmakingWizard({ activations, initialActivation, games, onSubmit, serverError }: MatchmakingWizardProps) {
  // Targeting starts from the chosen activation's game: a brief for "Hollow Lantern keys" is about Hollow Lantern.
  const gameOf = (key: string): string => {
    const name = activations
      .find((a) => keyOf(a) === key)
      ?.gameName?.trim()
      .toLowerCase();
    return (name && games.find((g) => g.name.trim().toLowerCase() === name)?.id) || '';
  };
  const [activation, setActivation] = useState(initialActivation ? keyOf(initialActivation) : '');
  const [objective, setObjective] = useState('');
  const [strategy, setStrategy] = useState<MatchmakingStrategy>('BALANCED');
  const [gameId, setGameId] = useState(() => gameOf(activation));
  const chooseActivation = (key: string) => {
    setActivation(key);
    const game = gameOf(key);
    if (game) setGameId(game);
  };
  const [similar, setSimilar] = useState('');
  const [languages, setLanguages] = useState('');
  const [locations, setLocations] = useState('');
  const [total, setTotal] = useState('');
  const [regions, setRegions] = useState('');
  const [maxBid, setMaxBid] = useState('0.50');
  const [minDuration, setMinDuration] = useState('1');
  const [perCreator, setPerCreator] = useState('2');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const check = (found: Record<string, string | undefined>) => {
    setErrors(found);
    return Object.values(found).every((e) => e === undefined);
  };

  const steps: WizardStep[] = [
    {
      id: 'introduction',
      title: 'Introduction',
      content: (
        <p>
          Matchmaking suggests creators for one of your activations: it scores each creator on the game, audience size, stream length and
          price per hour watched, and suggests an offer that fits your budget. The results are kept as a list and do not change afterwards.
        </p>
      ),
    },
    {
      id: 'activation',
      title: 'Select activation',
      content: activations.length ? (
        <RadioGroup
          label="Activation"
          name="matchmaking-activation"
          options={activations.map((a) => ({ value: keyOf(a), label: a.name, hint: ACTIVATION_LABELS[a.type] }))}
          value={activation}
          onChange={chooseActivation}
          error={errors['activation']}
        />
      ) : (
        <Alert tone="warning">Create a Key campaign, Quest or Mission first: matchmaking recruits creators for one of them.</Alert>
      ),
      validate: () => check({ activation: activation ? undefined : 'Select an activation to continue.' }),
    },
    {
      id: 'objectives',
      title: 'Objectives',
      content: (
        <>
          <RadioGroup
            label="Objective"
            name="matchmaking-objective"
            options={Object.entries(OBJECTIVE_LABELS).map(([value, label]) => ({ value, label }))}
            value={objective}
            onChange={setObjective}
            error={errors['objective']}
          />
          <RadioGroup
            label="Strategy"
            name="matchmaking-strategy"
            options={Object.entries(STRATEGY_LABELS).map(([value, label]) => ({ value, label }))}
            value={strategy}
            onChange={(value) => setStrategy(value as MatchmakingStrategy)}
          />
        </>
      ),
      validate: () => check({ objective: objective ? undefined : 'Select an objective to continue.' }),
    },
    {
      id: 'audience',
      title: 'Audience targeting',
      content: (
        <div className="matchmaking-wizard">
          <Select
            label="Game"
            placeholder="Choose a game"
            options={games.map((g) => ({ value: g.id, label: g.name }))}
            value={gameId}
            onChange={(event) => setGameId(event.target.value)}
            error={errors['gameId']}
          />
          <Select
            label="Similar game"
            hint="Creators of a similar game score a little lower than those of the game itself."
            placeholder="None"
            options={games.filter((g) => g.id !== gameId).map((g) => ({ value: g.id, label: g.name }))}
            value={similar}
            onChange={(event) => setSimilar(event.target.value)}
          />
          <TextField
            label="Languages"
            hint="Two-letter codes, e.g. en, sv. Empty: any language."
            value={languages}
            onChange={(event) => setLanguages(event.target.value)}
            error={errors['languages']}
          />
          <TextField
            label="Locations"
            hint="Countries (SE, US) or regions (EUROPE, NORTH_AMERICA). Empty: anywhere."
            value={locations}
            onChange={(event) => setLocations(event.target.value)}
          />
        </div>
      ),
      validate: () =>
        check({
          gameId: gameId ? undefined : 'Select a game.',
          languages: list(languages).every((l) => /^[a-zA-Z]{2}$/.test(l)) ? undefined : 'Use two-letter language codes.',
        }),
    },
    {
      id: 'budget',
      title: 'Budget',
      content: (
        <div className="matchmaking-wizard">
          <TextField
            label="Total budget (USD)"
            inputMode="decimal"
            value={total}
            onChange={(event) => setTotal(event.target.value)}
            error={errors['total']}
          />
          <TextField
            label="Budget per region or country (USD)"
            hint="Optional, e.g. EUROPE 500, SE 200."
            value={regions}
            onChange={(event) => setRegions(event.target.value)}
            error={errors['regions']}
          />
          <TextField
            label="Max bid per hour watched (USD)"
            inputMode="decimal"
            value={maxBid}
            onChange={(event) => setMaxBid(event.target.value)}
            error={errors['maxBid']}
          />
          <div className="matchmaking-wizard__row">
            <TextField
              label="Minimum content duration (hours)"
              inputMode="decimal"
              value={minDuration}
              onChange={(event) => setMinDuration(event.target.value)}
              error={errors['minDuration']}
            />
            <TextField
              label="Hours per creator"
              inputMode="decimal"
              value={perCreator}
              onChange={(event) => setPerCreator(event.target.value)}
              error={errors['perCreator']}
            />
          </div>
        </div>
      ),
      validate: () => {
        const totalCents = dollarsToCents(total);
        const bidCents = dollarsToCents(maxBid);
        const min = hours(minDuration);
        const per = hours(perCreator);
        return check({
          total: totalCents && totalCents > 0 ? undefined : 'Enter a total budget above zero.',
          regions: regionBudgets(regions) ? undefined : 'Write each budget as a region or country and an amount, e.g. EUROPE 500.',
          maxBid: bidCents && bidCents > 0 ? undefined : 'Enter a max bid above zero.',
          minDuration: min === null ? 'Enter a number of hours, 0 or more.' : undefined,
          perCreator:
            per === null || per <= 0
              ? 'Enter hours per creator above zero.'
              : min !== null && per < min
                ? 'Hours per creator must be at least the minimum content duration.'
                : undefined,
        });
      },
    },
  ];

  const finish = () => {
    const chosen = activations.find((a) => keyOf(a) === activation) ?? initialActivation;
    if (!chosen || !objective) return;
    onSubmit({
      activationType: chosen.type,
      activationId: chosen.id,
      objective: objective as MatchmakingObjective,
      strategy,
      gameId,
      similarGameIds: similar ? [similar] : [],
      languages: list(languages).map((l) => l.toLowerCase()),
      locations: list(locations).map((l) => l.toUpperCase()),
      totalBudgetCents: dollarsToCents(total) ?? 0,
      regionBudgets: regionBudgets(regions) ?? [],
      maxBidPerHourWatchedCents: dollarsToCents(maxBid) ?? 0,
      minContentDurationHours: hours(minDuration) ?? 0,
      hoursPerCreator: hours(perCreator) ?? 0,
    });
  };

  return (
    <div className="matchmaking-wizard">
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <Wizard title="Matchmaking" steps={steps} onFinish={finish} finishLabel="Find creators" />
    </div>
  );
}
