// placeholder until the feature page lands (issue 10)
export { default } from '../../../app/routes/GenericPage';
