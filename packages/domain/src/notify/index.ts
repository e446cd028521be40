export { type CalendarVisit, googleCalendarLink, visitIcs } from './calendar-file';
export { smsSendAt } from './quiet-hours';
