<?php
/** Removing the plugin removes its settings too. */
if (!defined('WP_UNINSTALL_PLUGIN')) {
	exit;
}
delete_option('display_rata');
