-- Custom SQL migration file, put your code below! --
-- Conditions saved before the Consap rules were part of them (decision 116) take the rules of
-- decisions.md and no variable rate: the same answers they gave, now stored with the row.
UPDATE "mortgage_conditions"
SET "values" = "values"
  || jsonb_build_object(
    'consap', jsonb_build_object(
      'excludedCategories', jsonb_build_array('A/1', 'A/8', 'A/9'),
      'basePercent', 50,
      'higherAboveLtvPercent', 80,
      'cases', jsonb_build_object(
        'priority', jsonb_build_object('iseeMaxCents', 4000000, 'percent', 80),
        'children3', jsonb_build_object('iseeMaxCents', 4000000, 'percent', 80),
        'children4', jsonb_build_object('iseeMaxCents', 4500000, 'percent', 85),
        'children5', jsonb_build_object('iseeMaxCents', 5000000, 'percent', 90)
      ),
      'endDate', '2027-12-31'
    )
  )
  || jsonb_build_object('variableTanBps', NULL::integer)
WHERE NOT ("values" ? 'consap');
