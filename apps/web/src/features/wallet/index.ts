export { ServiceTickets } from './components/ServiceTickets';
