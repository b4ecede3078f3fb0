// Plain CommonJS, as Jest loads module mocks with require: stylesheets imported by components (Swiper's) are empty.
module.exports = {};
