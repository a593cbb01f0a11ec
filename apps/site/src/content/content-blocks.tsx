import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LocalizedLink, formatDate } from '@polis/i18n';
import { ContactDetails, telHref } from './contacts';
import type { Block, Cell, Section } from './content-types';

export function SectionView({ section }: { section: Section }) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id}>{intl.formatMessage({ id: section.heading })}</h2>
      {section.blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </section>
  );
}

export function BlockView({ block }: { block: Block }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  switch (block.kind) {
    case 'p':
      return <p>{t(block.text)}</p>;
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List className="content-list">
          {block.items.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </List>
      );
    }
    case 'table':
      return <TableView block={block} />;
    case 'links':
      return (
        <ul className="content-links">
          {block.links.map((link) => (
            <li key={link.label}>
              <LocalizedLink to={link.to} params={link.params}>
                {t(link.label)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      );
    case 'qa':
      return (
        <dl className="content-qa">
          {block.items.map((item) => (
            <div key={item.q}>
              <dt>{t(item.q)}</dt>
              <dd>{t(item.a)}</dd>
            </div>
          ))}
        </dl>
      );
    case 'date':
      return (
        <p className="content-date">
          <time dateTime={block.date}>{formatDate(block.date)}</time>
        </p>
      );
    case 'contacts':
      return <ContactDetails />;
  }
}

/**
 * Below 600 px the rows become stacked cards (content.css), each cell labelled by its column. The roles are
 * explicit because some browsers drop table semantics once a table's display is changed.
 */
function TableView({ block }: { block: Extract<Block, { kind: 'table' }> }) {
  const intl = useIntl();
  const captionId = useId();
  const head = block.head.map((id) => intl.formatMessage({ id }));
  // A wide table scrolls inside its own focusable region instead of widening the page.
  return (
    <div className="content-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table role="table">
        <caption id={captionId}>{intl.formatMessage({ id: block.caption })}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {head.map((text) => (
              <th key={text} scope="col" role="columnheader">
                {text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {block.rows.map((row, r) => (
            <tr key={r} role="row">
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row" role="rowheader">
                    <CellView cell={cell} />
                  </th>
                ) : (
                  <td key={c} role="cell" data-label={head[c]}>
                    <CellView cell={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CellView({ cell }: { cell: Cell }) {
  const intl = useIntl();
  if (typeof cell === 'string') return <>{intl.formatMessage({ id: cell })}</>;
  if ('raw' in cell) return <>{cell.raw}</>;
  if ('tel' in cell) return <a href={telHref(cell.tel)}>{cell.tel}</a>;
  return <time dateTime={cell.date}>{formatDate(cell.date)}</time>;
}
