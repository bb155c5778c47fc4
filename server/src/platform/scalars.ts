/** The scalars of the schema: JSON for product data shapes (form data, metadata, rows); DateTimeISO for dates. */
export { GraphQLJSON } from 'graphql-scalars';
