import type { FoodPlan } from '../../housing/beds/bed.entity';
import type { Role } from '../../common/roles';
import type { RoomType } from '../../housing/rooms/room.entity';
import type { NewRoom } from '../../housing/rooms/rooms.service';
import type { NewStudent } from '../../students/students.service';
import { addDays, type DepositMethod, type HostelType, type SubscriptionPlan } from '@hostel-admin/rules';

/** The demo admin's phone, as typed at login (India, +91). */
export const DEMO_ADMIN_PHONE = '+919876543210';

/** The demo resident with their own login (the resident page, /resident): the first resident, Aarav Mehta. */
export const DEMO_RESIDENT_PHONE = '+919876543220';

export const DEMO_HOSTEL = {
  name: 'Sunrise Residency',
  address: '14, 5th Cross, Koramangala 4th Block, Bengaluru, Karnataka 560034',
  hostelType: 'co_ed' as HostelType,
  institutionName: 'Sunrise Residency Pvt. Ltd.',
  totalFloors: 3,
  totalRooms: 18,
  totalHostels: 1,
  billingAddress: '14, 5th Cross, Koramangala 4th Block, Bengaluru, Karnataka 560034',
  subscriptionPlan: 'starter_plan' as SubscriptionPlan,
  /** Printed on receipts (Profile, Hostel settings). */
  phone: '+919845012345',
  gstin: '29AAKCS1234M1Z5',
};

export const DEMO_STAFF: { fullName: string; phoneNumber: string; email: string; role: Role }[] = [
  { fullName: 'Rahul Sharma', phoneNumber: DEMO_ADMIN_PHONE, email: 'rahul.sharma@example.com', role: 'admin' },
  { fullName: 'Meena Iyer', phoneNumber: '+919876543211', email: 'meena.iyer@example.com', role: 'warden' },
  { fullName: 'Suresh Kumar', phoneNumber: '+919876543212', email: 'suresh.kumar@example.com', role: 'staff' },
];

/** Every seated resident's terms: an 11-month agreement with a month's notice; rent is the bed's price. */
export const DEMO_RENT_TERMS = { rentAgreementDays: 330, noticePeriodDays: 30 };

/** Every seated resident paid Rs. 9000 on moving in, by cash, UPI and bank transfer in turn. */
export const DEMO_DEPOSIT = { amountPaise: 900_000, methods: ['cash', 'upi', 'bank_transfer'] as DepositMethod[] };

/** Rent in rupees by room type; AC rooms cost Rs. 1,500 more. */
const RENT_RUPEES: Record<RoomType, number> = { normal: 6000, delux: 8000, super_delux: 10000 };
const AC_SURCHARGE_RUPEES = 1500;

/** The six rooms of every floor: each type with and without AC. */
const FLOOR_LAYOUT: { roomType: RoomType; isAc: boolean; beds: number }[] = [
  { roomType: 'normal', isAc: false, beds: 4 },
  { roomType: 'normal', isAc: true, beds: 4 },
  { roomType: 'delux', isAc: false, beds: 3 },
  { roomType: 'delux', isAc: true, beds: 3 },
  { roomType: 'super_delux', isAc: false, beds: 2 },
  { roomType: 'super_delux', isAc: true, beds: 2 },
];

/** Occupied beds per room, floor by floor: full, partly filled and empty rooms (40 residents seated). */
const OCCUPIED: number[][] = [
  [4, 3, 3, 2, 2, 2],
  [4, 2, 3, 1, 2, 0],
  [4, 2, 3, 1, 2, 0],
];

const FOOD_PLANS_BY_ROOM: FoodPlan[] = ['veg', 'non_veg', 'none', 'veg', 'non_veg', 'veg'];

/** Residents from across India; the last two have no bed yet. */
const STUDENT_NAMES = [
  'Aarav Mehta',
  'Priya Nair',
  'Rohan Deshmukh',
  'Ananya Reddy',
  'Vikram Singh',
  'Sneha Kulkarni',
  'Arjun Menon',
  'Kavya Iyer',
  'Siddharth Rao',
  'Ishita Banerjee',
  'Karthik Subramanian',
  'Pooja Patel',
  'Aditya Joshi',
  'Neha Gupta',
  'Rahul Verma',
  'Divya Pillai',
  'Manish Yadav',
  'Shreya Chatterjee',
  'Harsh Agarwal',
  'Meera Krishnan',
  'Nikhil Bhat',
  'Aishwarya Hegde',
  'Varun Malhotra',
  'Tanvi Shah',
  'Abhishek Mishra',
  'Lakshmi Venkatesh',
  'Gaurav Chauhan',
  'Riya Das',
  'Pranav Kamath',
  'Sanya Kapoor',
  'Deepak Naidu',
  'Anjali Thakur',
  'Yash Jain',
  'Nandini Gowda',
  'Kunal Bose',
  'Swati Pandey',
  'Imran Khan',
  'Fatima Sheikh',
  'Gurpreet Kaur',
  'Tenzin Dorjee',
  'Joel Fernandes',
  'Lalremruati Pachuau',
];

/** A small seeded generator (mulberry32): the same demo data on every run, no Math.random. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);

export interface DemoRoom extends NewRoom {
  occupied: number;
}

export function demoRooms(): DemoRoom[] {
  return OCCUPIED.flatMap((occupiedOnFloor, f) =>
    FLOOR_LAYOUT.map((layout, i) => ({
      roomNumber: (f + 1) * 100 + i + 1,
      floor: f + 1,
      roomType: layout.roomType,
      isAc: layout.isAc,
      totalBeds: layout.beds,
      pricePerMonthPaise: (RENT_RUPEES[layout.roomType] + (layout.isAc ? AC_SURCHARGE_RUPEES : 0)) * 100,
      foodPlan: FOOD_PLANS_BY_ROOM[i],
      occupied: occupiedOnFloor[i],
    })),
  );
}

/** The residents, with distinct Indian mobile numbers (E.164) and move-in dates over the ten months before today. */
export function demoStudents(today: Date): NewStudent[] {
  const random = seededRandom(20241120);
  const phones = new Set<string>();
  return STUDENT_NAMES.map((name, index) => {
    let phone: string;
    do {
      phone = `+91${6 + Math.floor(random() * 4)}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;
    } while (phones.has(phone));
    // The README names the demo resident's phone; the draw above still runs, so everyone else's stays the same.
    if (index === 0) phone = DEMO_RESIDENT_PHONE;
    phones.add(phone);
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
    return { name, email, phone, moveInDate: isoDate(daysBefore(today, 3 + Math.floor(random() * 300))) };
  });
}

/**
 * "Bill rent from" for some long-standing residents: a hostel that started on Hostel Admin recently bills every
 * third resident who moved in more than 150 days ago from 60 days back (their earlier rent was settled on paper).
 */
export function demoBillFrom(moveInDate: string, today: string, index: number): string | null {
  const goLive = addDays(today, -60);
  return index % 3 === 0 && moveInDate < addDays(today, -150) ? goLive : null;
}
