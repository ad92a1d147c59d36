// Chef accounts: rows of `chefs` and their public JSON shape (the contract's `user`).
import { randomUUID } from 'node:crypto';
import type { ChefStatus, ProfileUpdateRequest, User } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';

export interface ChefRow {
  id: number;
  uuid: string;
  status: ChefStatus;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  phone: string | null;
  id_number: string | null;
  city_id: number | null;
  city: string | null;
  main_street: string | null;
  address: string | null;
  zip_code: string | null;
}

const selectChef = `SELECT chefs.*, cities.name AS city FROM chefs LEFT JOIN cities ON cities.id = chefs.city_id`;

export function findChefById(db: Db, id: number): ChefRow | undefined {
  return db.prepare(`${selectChef} WHERE chefs.id = ?`).get(id) as ChefRow | undefined;
}

export function findChefByEmail(db: Db, email: string): ChefRow | undefined {
  return db.prepare(`${selectChef} WHERE chefs.email = ? COLLATE NOCASE`).get(email.trim()) as ChefRow | undefined;
}

export function countChefs(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM chefs').get() as { n: number }).n;
}

export interface NewChef {
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  status: ChefStatus;
  phone?: string | null;
  id_number?: string | null;
  city_id?: number | null;
  main_street?: string | null;
  address?: string | null;
  zip_code?: string | null;
}

export function insertChef(db: Db, chef: NewChef, nowIso: string): ChefRow {
  const info = db
    .prepare(
      `INSERT INTO chefs (uuid, status, first_name, last_name, email, password_hash, phone, id_number, city_id,
         main_street, address, zip_code, created_at, updated_at)
       VALUES (@uuid, @status, @first_name, @last_name, @email, @password_hash, @phone, @id_number, @city_id,
         @main_street, @address, @zip_code, @now, @now)`,
    )
    .run({
      phone: null,
      id_number: null,
      city_id: null,
      main_street: null,
      address: null,
      zip_code: null,
      ...chef,
      email: chef.email.trim().toLowerCase(),
      uuid: randomUUID(),
      now: nowIso,
    });
  return findChefById(db, Number(info.lastInsertRowid)) as ChefRow;
}

export function updateChefPassword(db: Db, chefId: number, passwordHash: string, nowIso: string): void {
  db.prepare('UPDATE chefs SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, nowIso, chefId);
}

export function updateChefStatus(db: Db, chefId: number, status: ChefStatus, nowIso: string): void {
  db.prepare('UPDATE chefs SET status = ?, updated_at = ? WHERE id = ?').run(status, nowIso, chefId);
}

/** The onboarding profile fields, as the contract's schema validated and normalised them. */
export type ChefProfile = ProfileUpdateRequest;

export function updateChefProfile(db: Db, chefId: number, profile: ChefProfile, status: ChefStatus, nowIso: string): void {
  db.prepare(
    `UPDATE chefs SET first_name = @first_name, last_name = @last_name, phone = @phone, id_number = @id_number,
       city_id = @city_id, main_street = @main_street, address = @address, zip_code = @zip_code,
       status = @status, updated_at = @now
     WHERE id = @id`,
  ).run({
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone,
    id_number: profile.id_number,
    city_id: profile.city_id,
    main_street: profile.main_street,
    address: profile.address,
    zip_code: profile.zip_code,
    status,
    now: nowIso,
    id: chefId,
  });
}

export function toUser(chef: ChefRow): User {
  return {
    id: chef.id,
    uuid: chef.uuid,
    status: chef.status,
    first_name: chef.first_name,
    last_name: chef.last_name,
    email: chef.email,
    phone: chef.phone,
    id_number: chef.id_number,
    city_id: chef.city_id,
    city: chef.city,
    main_street: chef.main_street,
    address: chef.address,
    zip_code: chef.zip_code,
  };
}
