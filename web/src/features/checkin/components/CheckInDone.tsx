import { Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuUserPlus } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { residentPlace } from '@/domain/housing/labels';

export type CheckedInResident = {
  id: string;
  name: string;
  roomNumber?: number | null;
  bedLabel?: string | null;
};

export type CheckInDoneProps = {
  resident: CheckedInResident;
  onAnother: () => void;
};

/** After a check-in: who went where, a way to the new resident and a way to check in the next one. */
export function CheckInDone({ resident, onAnother }: CheckInDoneProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The wizard that had focus is gone: the result takes it, so a screen reader reads it and Tab goes on from here.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Card.Root as="section" aria-labelledby="checkin-done">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="checkin-done" ref={heading} tabIndex={-1}>
          {resident.name} is checked in
        </Heading>
        <Text>{residentPlace(resident.name, resident.roomNumber, resident.bedLabel)}</Text>
        <Flex gap="3" wrap="wrap">
          <Button asChild colorPalette="primary">
            <Link to={paths.student(resident.id)}>Open {resident.name}</Link>
          </Button>
          <Button variant="outline" onClick={onAnother}>
            <LuUserPlus aria-hidden="true" /> Check in another
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
