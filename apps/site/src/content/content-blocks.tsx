import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LocalizedLink, formatDate } from '@polis/i18n';
import { ContactDetails, telHref } from './contacts';
import type { Block, Cell, Section } from './content-types';

export function SectionView({ section, level = 2 }: { section: Section; level?: 2 | 3 }) {
  const intl = useIntl();
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="content-section" aria-labelledby={id}>
      <Heading id={id}>{intl.formatMessage({ id: section.heading })}</Heading>
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

function TableView({ block }: { block: Extract<Block, { kind: 'table' }> }) {
  const intl = useIntl();
  const captionId = useId();
  // A wide table scrolls inside its own focusable region on narrow screens instead of widening the page.
  return (
    <div className="content-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{intl.formatMessage({ id: block.caption })}</caption>
        <thead>
          <tr>
            {block.head.map((cell) => (
              <th key={cell} scope="col">
                {intl.formatMessage({ id: cell })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row">
                    <CellView cell={cell} />
                  </th>
                ) : (
                  <td key={c}>
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
