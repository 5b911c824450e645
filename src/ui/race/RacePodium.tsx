/**
 * The end of a race on the big screen: the podium (the first three places, second and third on
 * either side of the winner, as a podium stands; players who share a rank share its step).
 */
import type { RaceStanding } from '../../protocol';
import { useRaceWords } from './raceWords';

/** The players on each of the first three steps (a shared rank stands on one step). */
export function podiumSteps(standings: readonly RaceStanding[]): RaceStanding[][] {
  const steps: RaceStanding[][] = [[], [], []];
  for (const row of standings) if (row.rank <= 3 && row.solved > 0) steps[row.rank - 1]!.push(row);
  return steps;
}

export function RacePodium({ standings }: { standings: readonly RaceStanding[] }) {
  const w = useRaceWords();
  const steps = podiumSteps(standings);
  // second, first, third: the winner in the middle
  const order = [1, 0, 2];
  return (
    <section className="race-podium" aria-label={w('podium')}>
      {order.map((index) => (
        <div key={index} className="race-step" data-step={index + 1}>
          <ol className="race-step-names">
            {steps[index]!.map((row) => (
              <li key={row.id} data-podium={row.name}>
                {row.name} <span className="race-step-score">{row.solved}</span>
              </li>
            ))}
          </ol>
          <div className="race-step-block">{index + 1}</div>
        </div>
      ))}
    </section>
  );
}
