import { useId } from 'react';
import { Badge } from '../status-badge/StatusBadge.tsx';
import { CHOICE_GROUPS, CHOICES, COMING_SOON, type ActivationChoice } from './activation-choices.ts';

const EVERY_CHOICE = CHOICE_GROUPS.flatMap((group) => group.choices);
import './CreateActivation.css';

export interface CreateActivationChooserProps {
  /** The choices this company may start, every one by default; others show disabled. Paid mission is always "Coming soon". */
  available?: readonly ActivationChoice[];
  /** Why a choice is not available, e.g. { mission: 'Needs a Creator Program.' }. */
  unavailableReasons?: Partial<Record<ActivationChoice, string>>;
  /** Called with the chosen kind. */
  onChoose(choice: ActivationChoice): void;
}

/** The create-activation wizard's first screen (spec 2): organic or paid, one card per kind. */
export function CreateActivationChooser({ available = EVERY_CHOICE, unavailableReasons = {}, onChoose }: CreateActivationChooserProps) {
  const id = useId();
  return (
    <div className="create-activation">
      {CHOICE_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`${id}-${group.title}`} className="create-activation__group">
          <h2 id={`${id}-${group.title}`} className="create-activation__heading">
            {group.title}
          </h2>
          <ul className="create-activation__choices">
            {group.choices.map((choice) => {
              const soon = COMING_SOON.includes(choice);
              const enabled = !soon && available.includes(choice);
              const note = soon ? null : enabled ? null : (unavailableReasons[choice] ?? 'Not available for your company yet.');
              const descriptionId = `${id}-${choice}`;
              return (
                <li key={choice} className="create-activation__choice">
                  <button
                    type="button"
                    className="create-activation__button"
                    disabled={!enabled}
                    aria-describedby={descriptionId}
                    onClick={() => onChoose(choice)}
                  >
                    {CHOICES[choice].title}
                    {soon && <Badge look={{ label: 'Coming soon', tone: 'info' }} />}
                  </button>
                  <p id={descriptionId} className="create-activation__description">
                    {CHOICES[choice].description}
                    {note && <span className="create-activation__note"> {note}</span>}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
