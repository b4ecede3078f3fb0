/**
 * @jest-environment node
 */
import { formatProblem, validateContent } from '../../src/content/validate';
import { makeDataFixture } from './fixture';

let fixture: ReturnType<typeof makeDataFixture>;

beforeEach(() => {
  fixture = makeDataFixture();
});

afterEach(() => fixture.cleanup());

const messages = () => validateContent(fixture.dataDir, fixture.root).map(formatProblem);

describe('content validation', () => {
  it('accepts the real content of data/', () => {
    expect(messages()).toEqual([]);
  });

  it('names the file, record and field of an enum value that is not allowed', () => {
    fixture.edit('services/lighting.json', (s) => {
      s.id = 'lights';
    });
    expect(messages()).toContainEqual(
      expect.stringMatching(/^data\/services\/lighting\.json: record "lights", field "id": expected one of "synthetic-turf", .*"other", found "lights"$/),
    );
  });

  it('reports a rating outside 1 to 5', () => {
    fixture.edit('testimonials/sarah-mitchell.json', (t) => {
      t.rating = 7;
    });
    expect(messages()).toEqual(['data/testimonials/sarah-mitchell.json: record "sarah-mitchell", field "rating": expected a rating from 1 to 5, found 7']);
  });

  it('reports an image file that does not exist', () => {
    fixture.edit('gallery/hardscapes.json', (c) => {
      c.projects[3].image = '../images/hardscape-missing-photo.jpg';
    });
    expect(messages()).toEqual([
      'data/gallery/hardscapes.json: record "hardscapes" › projects[3], field "image": expected an image file that exists, found "../images/hardscape-missing-photo.jpg" (no file at data/images/hardscape-missing-photo.jpg)',
    ]);
  });

  it('reports a reference to a service that does not exist', () => {
    fixture.edit('testimonials/mike-thompson.json', (t) => {
      t.service = 'paving';
    });
    expect(messages()).toEqual([
      expect.stringMatching(
        /^data\/testimonials\/mike-thompson\.json: record "mike-thompson", field "service": expected the id of a Service record \(.*"hardscape".*\), found "paving"$/,
      ),
    ]);
  });

  it('reports a duplicate id across the files of a folder', () => {
    fixture.edit('testimonials/david-wilson.json', (t) => {
      t.id = 'sarah-mitchell';
    });
    expect(messages()).toEqual([
      'data/testimonials/sarah-mitchell.json: record "sarah-mitchell", field "id": expected an id no other Testimonial record uses, found "sarah-mitchell", already used in data/testimonials/david-wilson.json',
    ]);
  });

  it('reports a duplicate id inside a list', () => {
    fixture.edit('before-after.json', (b) => {
      b.projects[1].id = b.projects[0].id;
    });
    expect(messages()).toEqual([
      'data/before-after.json: record projects[1] ("sandy-yard-to-turf"), field "(whole item)": expected an id not used earlier in the same list, found "sandy-yard-to-turf" a second time',
    ]);
  });

  it('reports a misspelled required field twice: the unknown name and the missing one', () => {
    fixture.edit('testimonials/jennifer-davis.json', (t) => {
      t.locaton = t.location;
      delete t.location;
    });
    expect(messages()).toEqual([
      'data/testimonials/jennifer-davis.json: record "jennifer-davis", field "location": expected non-empty text, found nothing (the field is missing)',
      'data/testimonials/jennifer-davis.json: record "jennifer-davis", field "locaton": expected no such field (is it misspelled?), found "Wrightsville Beach, NC"',
    ]);
  });

  it('reports a missing field in a list item of a single-file collection', () => {
    fixture.edit('faq.json', (f) => {
      delete f.questions[2].answer;
    });
    expect(messages()).toEqual(['data/faq.json: record questions[2], field "answer": expected non-empty text, found nothing (the field is missing)']);
  });

  it('reports formats: phone, address, route path, date', () => {
    fixture.edit('business.json', (b) => {
      b.phone.display = '910-833-4777';
      b.url = 'http://example.com';
    });
    fixture.edit('services/hardscape.json', (s) => {
      s.page.path = 'services/hardscaping/';
    });
    fixture.edit('testimonials/robert-chen.json', (t) => {
      t.date = '08/08/2024';
    });
    expect(messages()).toEqual([
      'data/business.json: record (the file), field "url": expected an https:// address, found "http://example.com"',
      'data/business.json: record (the file), field "phone.display": expected a phone number written (910) 833-4777, found "910-833-4777"',
      'data/services/hardscape.json: record "hardscape", field "page.path": expected a site path such as "/services/synthetic-turf" (lower-case, no trailing slash), found "services/hardscaping/"',
      'data/testimonials/robert-chen.json: record "robert-chen", field "date": expected a date written YYYY-MM-DD, found "08/08/2024"',
    ]);
  });

  it('reports broken JSON with the parser position, and a list at the top of a file', () => {
    fixture.write('faq.json', '{ "questions": [ }');
    fixture.write('service-area.json', '[]');
    expect(messages()).toEqual([
      expect.stringMatching(/^data\/faq\.json: record \(the file\), field "\(whole file\)": expected valid JSON, found a syntax error: Unexpected token/),
      'data/service-area.json: record (the file), field "(whole file)": expected an object { ... } at the top of the file, found a list [ ... ]',
    ]);
  });

  it('reports a file that belongs to no collection and a required file that is missing', () => {
    fixture.write('pages/blog.json', { title: 'Blog' });
    fixture.remove('pages/quote.json');
    expect(messages()).toEqual([
      expect.stringMatching(
        /^data\/pages\/blog\.json: record \(the file\), field "\(whole file\)": expected a content file named in data\/README\.md \(.*\), found a file no page uses$/,
      ),
      'data/pages/quote.json: record (the file), field "(whole file)": expected this file to exist, found no file',
    ]);
  });

  it('requires every value of a form enumeration exactly once', () => {
    fixture.edit('forms.json', (f) => {
      f.timelines[1].value = 'asap';
      f.propertySizes.pop();
    });
    expect(messages()).toEqual([
      expect.stringMatching(/^data\/forms\.json: record \(the file\), field "propertySizes": expected a list of at least 4 items, found \[\{"value":"small"/),
      'data/forms.json: record timelines[1] ("asap"), field "(whole item)": expected an id not used earlier in the same list, found "asap" a second time',
    ]);
  });

  it('requires a service with a home-page card to have a page, and page addresses to differ', () => {
    fixture.edit('services/lighting.json', (s) => {
      s.page.path = '/services/hardscaping';
    });
    fixture.edit('services/coastal-landscaping.json', (s) => {
      s.card = { title: 'Coastal', description: 'Native plants.', image: '../images/coastal-block-native-planting.jpg' };
    });
    expect(messages()).toEqual([
      'data/services/coastal-landscaping.json: record "coastal-landscaping", field "page": expected a page for the home-page card to link to (or remove "card"), found no page',
      'data/services/lighting.json: record "lighting", field "page.path": expected an address no other service page uses, found "/services/hardscaping", already used by data/services/hardscape.json',
    ]);
  });
});
