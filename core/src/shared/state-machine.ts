import { DomainError } from './domain-error.ts';
import { err, ok, type Result } from './result.ts';

export class TransitionNotAllowed<S extends string = string, E extends string = string> extends DomainError {
  readonly code = 'STATE.TRANSITION_NOT_ALLOWED';
  readonly message: string;
  readonly machine: string;
  readonly from: S;
  readonly event: E;
  constructor(machine: string, from: S, event: E) {
    super();
    this.machine = machine;
    this.from = from;
    this.event = event;
    this.message = `${machine}: "${event}" is not allowed while ${from}.`;
  }
}

/** state x event -> next state. A missing entry means the event is refused in that state. */
export type TransitionTable<S extends string, E extends string> = Readonly<Record<S, Readonly<Partial<Record<E, S>>>>>;

export interface StateMachine<S extends string, E extends string> {
  readonly name: string;
  readonly states: readonly S[];
  readonly events: readonly E[];
  readonly table: TransitionTable<S, E>;
  transition(from: S, event: E): Result<S, TransitionNotAllowed<S, E>>;
  allowedEvents(from: S): E[];
  /** States with no way out. */
  isFinal(state: S): boolean;
}

/** State machines are tables, so tests can walk every cell instead of chasing scattered ifs. */
export function defineStateMachine<S extends string, E extends string>(
  name: string,
  states: readonly S[],
  events: readonly E[],
  table: TransitionTable<S, E>,
): StateMachine<S, E> {
  return {
    name,
    states,
    events,
    table,
    transition(from, event) {
      const next = table[from]?.[event];
      return next === undefined ? err(new TransitionNotAllowed(name, from, event)) : ok(next);
    },
    allowedEvents(from) {
      return events.filter((event) => table[from]?.[event] !== undefined);
    },
    isFinal(state) {
      return events.every((event) => table[state]?.[event] === undefined);
    },
  };
}
