import type { UserRecord } from './records';

export const me: UserRecord = { id: 'usr_01', name: 'Alex Morgan', email: 'alex.morgan@acme.example' };

/** Workspace colleagues, with non-Latin and accented names on purpose. */
export const members: UserRecord[] = [
  { id: 'usr_02', name: 'Priya Natarajan', email: 'priya.natarajan@acme.example' },
  { id: 'usr_03', name: 'Jonas Weber', email: 'jonas.weber@acme.example' },
  { id: 'usr_04', name: '李明', email: 'li.ming@acme.example' },
  { id: 'usr_05', name: 'Zoë Łukasik', email: 'zoe.lukasik@acme.example' },
  { id: 'usr_06', name: 'Olamide Adébáyọ̀', email: 'olamide.adebayo@acme.example' },
  { id: 'usr_07', name: 'Юлия Смирнова', email: 'yulia.smirnova@acme.example' },
];

/** People outside the workspace who join calls: customers, candidates, partners. */
export const guests: UserRecord[] = [
  { id: 'ext_01', name: 'Dana Whitfield', email: 'dana.whitfield@northwind.example' },
  { id: 'ext_02', name: 'Marcus Oyelaran', email: 'marcus@contoso.example' },
  { id: 'ext_03', name: 'Sofía Ramírez', email: 'sofia.ramirez@fabrikam.example' },
  { id: 'ext_04', name: 'Kenji Tanaka', email: 'kenji.tanaka@tailspin.example' },
  { id: 'ext_05', name: 'Amélie Durand', email: 'amelie.durand@litware.example' },
];
