export { registerUsers } from './users.plugin';
export { present } from './signup-rules';
export { timeBonusFor } from './time-bonus.service';
export { loadUserDto, markPaidUser } from './user.service';
