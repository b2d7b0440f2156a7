import { z } from 'zod';
import { MSG } from '../common/messages';
import { text } from '../common/text';
import { uuidField } from '../common/fields';
import { slotDriverSchema } from '../queue/driver';
import { slotWireSchema } from '../queue/slot-api';
import { FLEET_MSG } from './messages';
import { fleetPlate, TRACTOR_PLATE, TRAILER_PLATE } from './plate';

const plate = (pattern: RegExp, bad: string) =>
  text({ error: MSG.required })
    .transform(fleetPlate)
    .pipe(z.string().min(1, { error: MSG.required }).regex(pattern, { error: bad }));

/** POST|PUT /fleet/cars: the tractor's plate (required) and the trailer's (may be empty). */
export const fleetCarBody = z.object({
  number: plate(TRACTOR_PLATE, FLEET_MSG.badTractor),
  trailerNumber: z
    .union([z.literal(''), z.null(), plate(TRAILER_PLATE, FLEET_MSG.badTrailer)])
    .optional()
    .transform((v) => v || null),
});
export type FleetCarBody = z.input<typeof fleetCarBody>;

/** POST|PUT /fleet/drivers: the slot's driver rule (SPEC 5), the phone normalised to +7. */
export const fleetDriverBody = slotDriverSchema;
export type FleetDriverBody = z.input<typeof fleetDriverBody>;

export const fleetCarWire = z.object({ uuid: text(), number: text(), trailerNumber: text().nullable() });
export type FleetCarWire = z.infer<typeof fleetCarWire>;
export const fleetDriverWire = z.object({ uuid: text(), fullname: text(), phone: text() });
export type FleetDriverWire = z.infer<typeof fleetDriverWire>;
export const fleetCarsReply = z.object({ items: z.array(fleetCarWire) });
export const fleetDriversReply = z.object({ items: z.array(fleetDriverWire) });

/** The most slots one assignment fills. */
export const ASSIGN_MAX_SLOTS = 50;

/** POST /slots/assign: one saved truck and driver onto several slots, all or nothing. */
export const slotAssignBody = z.object({
  slotUuids: z
    .array(uuidField())
    .min(1, { error: MSG.required })
    .max(ASSIGN_MAX_SLOTS, { error: `Не более ${ASSIGN_MAX_SLOTS} слотов за раз` }),
  carUuid: uuidField(),
  driverUuid: uuidField(),
});
export type SlotAssignBody = z.infer<typeof slotAssignBody>;
export const slotAssignReply = z.object({ items: z.array(slotWireSchema) });
