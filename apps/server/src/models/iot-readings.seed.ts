import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Seeder } from '../db/seeds/seeder.ts';
import { HOUR_MS } from '../lib/time.ts';
import type { IotReadingTable } from './models.tables.ts';
import { insertIotReadings } from './simulation.repository.ts';

/** The demo cold room whose sensors the IoT-data run reads (a -18 °C store in Shanghai, summer). */
const MACHINE_NO = 'LK-SH-0101';
const TERMINAL_NO = 'T-0101-A';
const HOURS = 24;
/** One sensor dropout: the outdoor probe sent nothing this many hours before the last reading. */
const DROPOUT_HOURS_AGO = 4;

/**
 * A day of hourly readings ending at the seed's hour. Outdoor temperature follows a smooth daily
 * swing (26–34 °C, warmest at 15:00 China time); the store holds -18 °C, warming a little after
 * the morning and afternoon door openings; humidity stays near 90 %. Deterministic: the same
 * hour always gives the same figures, and a missing reading stays missing.
 */
export function demoIotReadings(base: Date): Insertable<IotReadingTable>[] {
  const lastHour = Math.floor(base.getTime() / HOUR_MS) * HOUR_MS;
  return Array.from({ length: HOURS }, (_, index) => {
    const time = new Date(lastHour - (HOURS - 1 - index) * HOUR_MS);
    const chinaHour = (time.getUTCHours() + 8) % 24;
    const outside = 30 + 4 * Math.cos((2 * Math.PI * (chinaHour - 15)) / 24);
    const doorOpen =
      chinaHour === 9 || chinaHour === 14 ? 1.6 : chinaHour === 10 || chinaHour === 15 ? 0.7 : 0;
    const inside = -18.2 + 0.3 * Math.sin((2 * Math.PI * chinaHour) / 24) + doorOpen;
    const humidity = 89 + 2 * Math.cos((2 * Math.PI * (chinaHour - 4)) / 24) + doorOpen * 1.5;
    const hoursAgo = HOURS - 1 - index;
    return {
      machineNo: MACHINE_NO,
      terminalNo: TERMINAL_NO,
      readTime: time.toISOString(),
      insideTemp: Math.round(inside * 10) / 10,
      insideHumidity: Math.round(humidity * 10) / 10,
      outsideTemp: hoursAgo === DROPOUT_HOURS_AGO ? null : Math.round(outside * 10) / 10,
    };
  });
}

export async function seedIotReadings(db: Db, base = new Date()): Promise<void> {
  await insertIotReadings(db, demoIotReadings(base));
}

export const iotReadingsSeeder: Seeder = {
  name: 'demo cold room readings',
  run: (db) => seedIotReadings(db),
};
