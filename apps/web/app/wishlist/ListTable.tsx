// The bathroom list grouped by room, as a table per room: quantity, product, model, finish and note. Shared by the
// print page and the shared view, so what a plumber reads on paper is what the link shows.
import {
  NO_ROOM_LABEL_CODE,
  groupByRoom,
  type BathroomListLine,
} from '@fittings/catalog-core/bathroom-list';
import { MarkedName } from '@fittings/ui/MarkedName';
import { useText } from '@fittings/ui/TextProvider';
import * as styles from './ListTable.css';

export function ListTable({
  rooms,
  lines,
  headingAs: Heading = 'h2',
  facts = {},
}: {
  rooms: readonly string[];
  lines: readonly BathroomListLine[];
  headingAs?: 'h2' | 'h3';
  /** By model, a line of facts under the product's name (the printed list). */
  facts?: Readonly<Record<string, string>>;
}) {
  const text = useText();
  return (
    <div className={styles.root}>
      {groupByRoom(rooms, lines).map((group) => (
        <section key={group.room} className={styles.group}>
          <Heading className={styles.room}>{group.room || text.t(NO_ROOM_LABEL_CODE)}</Heading>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{text.t('web.list.quantity')}</th>
                <th scope="col">{text.t('web.list.product')}</th>
                <th scope="col">{text.t('web.list.model')}</th>
                <th scope="col">{text.t('web.list.finish')}</th>
                <th scope="col">{text.t('web.list.note')}</th>
              </tr>
            </thead>
            <tbody>
              {group.lines.map((line) => (
                <tr key={line.model}>
                  <td>{line.quantity}</td>
                  <td>
                    <MarkedName text={line.name} />
                    {facts[line.model] ? (
                      <span className={styles.facts}>{facts[line.model]}</span>
                    ) : null}
                  </td>
                  <td>{line.model}</td>
                  <td>{line.finish}</td>
                  <td className={styles.note}>{line.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
