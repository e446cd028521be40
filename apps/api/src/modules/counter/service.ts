/**
 * What the counter answers for others: a booking's bill as settled (its checkout and the retail
 * sold with it), by booking id — bookings' views show it with the booking's money.
 */
export { type Settled, settledOf } from './repository';
