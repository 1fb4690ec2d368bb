import { Code, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { formatOrdinalDate } from '@/lib/format';
import type { ImportPreviewData } from '../hooks/useStudentImport';
import { PhoneText } from '@/lib/phoneText';

export type ImportPreviewProps = {
  preview: ImportPreviewData;
};

/** What the CSV would import: the counts, the valid rows, and each bad row with its reasons. */
export function ImportPreview({ preview }: ImportPreviewProps) {
  const { totalRows, validRows, invalidRows } = preview;

  return (
    <Stack gap="5">
      <Text fontWeight="medium" aria-live="polite">
        {totalRows} rows read: {validRows.length} valid, {invalidRows.length} with errors.
      </Text>
      {invalidRows.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm" color="fg.error">
            Rows with errors (not imported)
          </Heading>
          <List.Root gap="2" aria-label="Rows with errors">
            {invalidRows.map((row) => (
              <List.Item key={row.id}>
                <Text fontWeight="medium">Line {row.line}</Text>
                <List.Root paddingInlineStart="4">
                  {row.errors.map((error) => (
                    <List.Item key={error}>{error}</List.Item>
                  ))}
                </List.Root>
                <Code size="sm" wordBreak="break-all">
                  {row.raw}
                </Code>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      {validRows.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Valid rows
          </Heading>
          <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxHeight="80">
            <Table.Root size="sm" stickyHeader aria-label="Valid rows">
              <Table.Header>
                <Table.Row>
                  {['Line', 'Name', 'Email', 'Phone', 'Move-in Date', 'Room No.'].map((header) => (
                    <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {validRows.map((row) => (
                  <Table.Row key={row.id}>
                    <Table.Cell>{row.line}</Table.Cell>
                    <Table.Cell>{row.name}</Table.Cell>
                    <Table.Cell>
                      {row.email}
                      {row.warnings.map((warning) => (
                        <Text key={warning} textStyle="xs" color="orange.800">
                          {warning}
                        </Text>
                      ))}
                    </Table.Cell>
                    <Table.Cell>
                      <PhoneText value={row.phone} />
                    </Table.Cell>
                    <Table.Cell>{formatOrdinalDate(row.moveInDate)}</Table.Cell>
                    <Table.Cell>{row.roomNumber ?? '-'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}
    </Stack>
  );
}
