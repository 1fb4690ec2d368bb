import { Box, Flex, Skeleton, SkeletonCircle, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { RefreshBar } from './RefreshBar';
import { cellContent, type DataTableCardPart, type DataTableColumn } from './types';

export type DataTableCardsProps<Row, Field extends string> = {
  label: string;
  columns: readonly DataTableColumn<Row, Field>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  loading: boolean;
  emptyText: string;
  /** Placeholder rows while the first page loads, shaped like the real ones so nothing shifts. */
  placeholderCount: number;
};

const partOf = <Row, Field extends string>(column: DataTableColumn<Row, Field>): DataTableCardPart =>
  column.card ?? 'field';

export type CardField = { key: string; header: string; value: ReactNode };

type CardProps = {
  media: ReactNode[];
  title: ReactNode[];
  fields: CardField[];
  actions: ReactNode[];
};

/** A card's header/value pairs across its width (a `dl`): long values wrap anywhere. Cards built by hand use it too. */
export function CardFields({ fields }: { fields: readonly CardField[] }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns="max-content minmax(0, 1fr)"
      columnGap="3"
      rowGap="1"
      textStyle="sm"
      marginTop="2"
    >
      {fields.map((field) => (
        <Fragment key={field.key}>
          <Box as="dt" color="fg.muted">
            {field.header}
          </Box>
          <Box as="dd" overflowWrap="anywhere" minWidth="0">
            {field.value}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}

/**
 * One stacked row: media, title and actions on its first line (44 px high, loaded or not, so nothing shifts),
 * header/value pairs under it across the whole width.
 */
function Card({ media, title, fields, actions }: CardProps) {
  return (
    <Box as="li" bg="bg.panel" borderWidth="1px" borderRadius="l2" padding="3">
      <Flex gap="3" align="center" minHeight="11">
        {media.length > 0 && <Box flexShrink={0}>{media}</Box>}
        <Box flex="1" minWidth="0" fontWeight="semibold" overflowWrap="anywhere">
          {title}
        </Box>
        {actions.length > 0 && <Box flexShrink={0}>{actions}</Box>}
      </Flex>
      <CardFields fields={fields} />
    </Box>
  );
}

/**
 * A DataTable on a phone: each row a stacked card (no sideways scrolling, not even inside a card), its
 * columns placed by their `card` part. Long values wrap anywhere.
 */
export function DataTableCards<Row, Field extends string>(props: DataTableCardsProps<Row, Field>) {
  const { label, columns, rows, getRowKey, loading, emptyText, placeholderCount } = props;
  const of = (part: DataTableCardPart) => columns.filter((column) => partOf(column) === part);
  const [media, title, fields, actions] = [of('media'), of('title'), of('field'), of('actions')];

  if (rows.length === 0 && !loading) {
    return (
      <Box borderWidth="1px" borderRadius="l2" bg="bg.panel" padding="8" textAlign="center">
        <Text color="fg.muted">{emptyText}</Text>
      </Box>
    );
  }

  const show = (column: DataTableColumn<Row, Field>, row: Row) =>
    cellContent((column.renderCard ?? column.render)(row));

  return (
    <Box>
      <RefreshBar active={loading && rows.length > 0} />
      <Stack as="ul" aria-label={label} aria-busy={loading} listStyleType="none" gap="3">
        {rows.length === 0
          ? Array.from({ length: placeholderCount }, (_, index) => (
              <Card
                key={`placeholder-${index}`}
                media={media.map((column) => (
                  <SkeletonCircle key={column.key} size="9" />
                ))}
                title={title.map((column) => (
                  <Skeleton key={column.key} height="5" width="40%" marginY="0.5" />
                ))}
                fields={fields.map((column) => ({
                  key: column.key,
                  header: column.header,
                  value: <Skeleton height="4" width="70%" marginY="0.5" />,
                }))}
                actions={actions.map((column) => (
                  <Skeleton key={column.key} boxSize="11" />
                ))}
              />
            ))
          : rows.map((row) => (
              <Card
                key={getRowKey(row)}
                media={media.map((column) => (
                  <Fragment key={column.key}>{show(column, row)}</Fragment>
                ))}
                title={title.map((column) => (
                  <Fragment key={column.key}>{show(column, row)}</Fragment>
                ))}
                fields={fields.map((column) => ({ key: column.key, header: column.header, value: show(column, row) }))}
                actions={actions.map((column) => (
                  <Fragment key={column.key}>{show(column, row)}</Fragment>
                ))}
              />
            ))}
      </Stack>
    </Box>
  );
}
