// placeholder until the route list lands (issue 10)
export { default } from './GenericPage';
