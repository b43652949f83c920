-- Custom SQL migration file, put your code below! --
-- References made from a millisecond timestamp could repeat: make the repeated ones distinct
-- (append the lead id) so the unique index that follows can be created.
UPDATE `leads` SET `client_reference` = `client_reference` || '_' || `id`
WHERE `client_reference` IN (SELECT `client_reference` FROM `leads` WHERE `client_reference` IS NOT NULL GROUP BY `client_reference` HAVING count(*) > 1);
