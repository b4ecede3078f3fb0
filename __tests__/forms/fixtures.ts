/** One complete, valid submission of each form, as the browser sends it. */
export const VALID = {
  quote: {
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana@example.com',
    phone: '(910) 555-0142',
    address: '12 Lake Park Blvd',
    city: 'Carolina Beach',
    propertyType: 'vacation-rental',
    propertySize: 'medium',
    services: ['synthetic-turf', 'lighting'],
    timeline: '1-2-months',
    projectDescription: 'Turf for the back yard and path lights to the dune walkover.',
  },
  contact: { firstName: 'Sam', lastName: 'Ortiz', email: 'sam@example.org', phone: '910 555 0199', message: 'Do you service Topsail Beach?' },
  community: {
    firstName: 'Lee',
    lastName: 'Grant',
    email: 'lee@example.net',
    organization: 'Island Greenway Friends',
    message: 'We would like to sponsor an access.',
  },
};
