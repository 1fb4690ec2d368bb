// A large, deterministic hostel for benchmarks: 20,000 rooms, 110,000 beds, 100,000 current residents
// (96,000 seated, 4,000 waiting for a bed) and 1,000 archived ones.
export const ADMIN_PHONE = '+919999900001';
export const ROOMS = 20_000;
export const CURRENT_RESIDENTS = 100_000;
export const SEATED = 96_000;
export const ARCHIVED = 1_000;

const FIRST = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavya',
  'Siddharth',
  'Ishita',
  'Karthik',
  'Pooja',
  'Aditya',
  'Neha',
  'Rahul',
  'Divya',
  'Manish',
  'Shreya',
  'Harsh',
  'Meera',
  'Nikhil',
  'Aishwarya',
  'Varun',
  'Tanvi',
  'Abhishek',
  'Lakshmi',
  'Gaurav',
  'Riya',
  'Pranav',
  'Sanya',
  'Deepak',
  'Anjali',
  'Yash',
  'Nandini',
  'Kunal',
  'Swati',
  'Imran',
  'Fatima',
  'Gurpreet',
  'Tenzin',
  'Joel',
  'Sana',
  'Zoya',
  'Farhan',
  'Mohit',
  'Payal',
  'Suresh',
  'Geeta',
  'Ravi',
  'Asha',
];
const LAST = [
  'Mehta',
  'Nair',
  'Deshmukh',
  'Reddy',
  'Singh',
  'Kulkarni',
  'Menon',
  'Iyer',
  'Rao',
  'Banerjee',
  'Subramanian',
  'Patel',
  'Joshi',
  'Gupta',
  'Verma',
  'Pillai',
  'Yadav',
  'Chatterjee',
  'Agarwal',
  'Krishnan',
  'Bhat',
  'Hegde',
  'Malhotra',
  'Shah',
  'Mishra',
  'Venkatesh',
  'Chauhan',
  'Das',
  'Kamath',
  'Kapoor',
  'Naidu',
  'Thakur',
  'Jain',
  'Gowda',
  'Bose',
  'Pandey',
  'Khan',
  'Sheikh',
  'Kaur',
  'Dorjee',
  'Fernandes',
  'Pachuau',
  'Sharma',
  'Kumar',
  'Ali',
  'Saxena',
  'Tiwari',
  'Dubey',
  'Sinha',
  'Mukherjee',
];

/** mulberry32: the same data on every run. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = (random, list) => list[Math.floor(random() * list.length)];
const DAY = 86_400_000;
const FIRST_MOVE_IN = Date.parse('2023-01-01');

/** Rooms on 40 floors of 500 (room 1001 … 40500), alternately with 5 and 6 beds; `count` of them. */
export function benchRooms(count = ROOMS) {
  return Array.from({ length: count }, (_, i) => {
    const floor = Math.floor(i / 500) + 1;
    return {
      roomNumber: floor * 1000 + (i % 500) + 1,
      floor,
      roomType: ['normal', 'delux', 'super_delux'][i % 3],
      isAc: i % 2 === 0,
      totalBeds: 5 + (i % 2),
    };
  });
}

/** Residents with unique phones and emails (`current` of them, then `archived` archived ones). */
export function benchResidents(current = CURRENT_RESIDENTS, archived = ARCHIVED) {
  const random = seededRandom(20241121);
  const phones = new Set();
  return Array.from({ length: current + archived }, (_, i) => {
    const first = pick(random, FIRST);
    const last = pick(random, LAST);
    let phone;
    do phone = String(6 + Math.floor(random() * 4)) + String(Math.floor(random() * 1e9)).padStart(9, '0');
    while (phones.has(phone));
    phones.add(phone);
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}.${i + 1}@example.com`.toLowerCase(),
      phone,
      moveInDate: new Date(FIRST_MOVE_IN + Math.floor(random() * 1400) * DAY).toISOString().slice(0, 10),
      archived: i >= current,
    };
  });
}

/** Search terms people type: name fragments, phone digits, room numbers, e-mail parts. */
export const SEARCH_TERMS = {
  name: ['mehta', 'priya', 'Kumar', 'desh', 'ananya r', 'tenzin', 'krish', 'ali', 'gupta', 'sneha k'],
  phone: ['98765', '9123', '70000', '8456', '6999', '1234567'],
  room: ['12045', '3017', '250', '4099', '17', '8111'],
  email: ['@example', 'priya.nair.', 'vikram.singh.12'],
};
