/**
 * The operations the playground opens with, one tab each. They run as written against the demo data (the API test
 * server/test/playground.e2e-spec.ts runs every one as the demo admin; examples.test.ts validates them against
 * schema.graphql), and on a real hostel once the ids in their variables are ones of that hostel.
 */
export interface PlaygroundExample {
  /** The operation's text, comments included: the tab's title is the operation's name. */
  query: string;
  /** The variables editor's text (JSON). */
  variables: string;
  /** A mutation: running it changes the hostel's data. */
  change: boolean;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

const residents: PlaygroundExample = {
  query: `# A page of residents, A to Z. search matches name, e-mail,
# phone or room number; page starts at 1; pageSize is 10, 25,
# 50 or 100. Money is in paise (Rs. 1 = 100 paise).
# Ctrl-Enter (Cmd-Enter on a Mac) runs it; Ctrl-Space completes.
query Residents($search: String, $page: Int!, $pageSize: Int!) {
  students(
    search: $search
    orderBy: { field: name, direction: asc }
    page: $page
    pageSize: $pageSize
  ) {
    totalCount
    items {
      id
      name
      phone
      roomNumber
      bed {
        label
      }
      balance {
        balancePaise
      }
    }
  }
}
`,
  variables: json({ search: '', page: 1, pageSize: 10 }),
  change: false,
};

const resident: PlaygroundExample = {
  query: `# One resident with their stay: bed, dates (YYYY-MM-DD,
# India's calendar), rent terms and deposit. Take an id from
# the Residents tab; another hostel's id answers NOT_FOUND.
query Resident($id: ID!) {
  student(id: $id) {
    id
    name
    phone
    email
    moveInDate
    currentStay {
      roomNumber
      bedLabel
      startDate
      expectedEndDate
    }
    rentTerms {
      monthlyRentPaise
      rentAgreementDays
      noticePeriodDays
    }
    deposit {
      amountPaise
      paidOn
      method
    }
    balance {
      balancePaise
      pendingPaise
    }
  }
}
`,
  variables: json({ id: '1' }),
  change: false,
};

const freeBeds: PlaygroundExample = {
  query: `# Rooms with at least one free bed, by room number, with
# each bed and its monthly price (paise).
query RoomsWithFreeBeds($page: Int!, $pageSize: Int!) {
  rooms(
    where: { hasFreeBed: true }
    orderBy: { field: room_number, direction: asc }
    page: $page
    pageSize: $pageSize
  ) {
    totalCount
    items {
      id
      roomNumber
      floor
      roomType
      isAc
      totalBeds
      bedsOccupied
      beds {
        id
        label
        isOccupied
        pricePerMonthPaise
      }
    }
  }
}
`,
  variables: json({ page: 1, pageSize: 10 }),
  change: false,
};

const checkIn: PlaygroundExample = {
  query: `# A CHANGE: running this checks a new resident in (bed,
# deposit, rent terms, first rent) as the Check-in screen does.
# It needs a warden's or an admin's rights; a read-only API key
# is refused (FORBIDDEN). Take roomId and a free bedId from the
# RoomsWithFreeBeds tab; the phone must be no other resident's.
mutation CheckIn($input: CheckInInput!) {
  checkIn(input: $input) {
    student {
      id
      name
      roomNumber
      bed {
        label
      }
      balance {
        balancePaise
      }
    }
    warnings {
      field
      message
    }
  }
}
`,
  variables: json({
    input: {
      name: 'Nikhil Bhat',
      email: 'nikhil.bhat@example.in',
      phone: '+919812345678',
      roomId: '2',
      bedId: '8',
      monthlyRentPaise: 750000,
      depositPaise: 900000,
      depositMethod: 'upi',
      rentAgreementDays: 330,
      noticePeriodDays: 30,
    },
  }),
  change: true,
};

const payments: PlaygroundExample = {
  query: `# A resident's payments, newest first, with their receipts
# and what each settled; and what they owe now (paise).
query ResidentPayments($id: ID!) {
  student(id: $id) {
    name
    balance {
      chargedPaise
      collectedPaise
      balancePaise
    }
    payments {
      receiptNumber
      paidOn
      amountPaise
      method
      status
      settles
    }
  }
}
`,
  variables: json({ id: '1' }),
  change: false,
};

const dues: PlaygroundExample = {
  query: `# Who owes rent past its due date, the longest overdue
# first, with the hostel's totals (paise).
query Dues($page: Int!, $pageSize: Int!) {
  dues(
    where: { group: overdue }
    orderBy: { field: days_past_due, direction: desc }
    page: $page
    pageSize: $pageSize
  ) {
    totalCount
    totals {
      balancePaise
      residentsOwing
    }
    items {
      student {
        id
        name
        roomNumber
      }
      balancePaise
      daysPastDue
      oldestUnpaid {
        label
      }
    }
  }
}
`,
  variables: json({ page: 1, pageSize: 10 }),
  change: false,
};

const requests: PlaygroundExample = {
  query: `# Residents' requests still waiting, newest first;
# minutesLeft is the time left before the hostel's target.
query PendingRequests($page: Int!, $pageSize: Int!) {
  requests(
    where: { status: pending }
    orderBy: { field: raised_at, direction: desc }
    page: $page
    pageSize: $pageSize
  ) {
    totalCount
    items {
      id
      type
      status
      text
      studentName
      roomNumber
      raisedAt
      minutesLeft
    }
  }
}
`,
  variables: json({ page: 1, pageSize: 10 }),
  change: false,
};

export const PLAYGROUND_EXAMPLES: readonly PlaygroundExample[] = [
  residents,
  resident,
  freeBeds,
  checkIn,
  payments,
  dues,
  requests,
];
