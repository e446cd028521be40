export { BookingForms } from './components/BookingForms';
export { MessagesLink } from './components/MessagesLink';
