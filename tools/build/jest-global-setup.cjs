// Dates in tests are computed in UTC (STYLE 18).
module.exports = async () => {
  process.env.TZ = 'UTC';
};
